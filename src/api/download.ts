import type { ApiFailure } from '@/domain/failures';
import { type ApiClient, call } from './client';

/** The lists that can be exported, by their API resource. */
export type ExportResource = 'customers' | 'diasporas' | 'groups';

export interface ExportQuery {
  status: 'in-progress' | 'covered' | 'uncovered';
  /** The list's normalised search; '' exports the whole tab. */
  search: string;
}

function requestExport(api: ApiClient, resource: ExportResource, { status, search }: ExportQuery) {
  // The client adds the staff token; the CSV comes back as a file, not JSON.
  const init = {
    params: { query: { status, ...(search ? { search } : {}) } },
    parseAs: 'blob' as const,
  };
  switch (resource) {
    case 'customers':
      return api.GET('/customers/export', init);
    case 'diasporas':
      return api.GET('/diasporas/export', init);
    case 'groups':
      return api.GET('/groups/export', init);
  }
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a list tab as CSV (all pages, exactly the tab and the search) and saves it as
 * `<fileBase>-<status>.csv`. Answers the failure, or undefined once the browser has the file.
 */
export async function downloadListExport(
  api: ApiClient,
  resource: ExportResource,
  query: ExportQuery,
  fileBase: string = resource,
): Promise<ApiFailure | undefined> {
  const result = await call(requestExport(api, resource, query));
  if (result.error) return result.error;
  saveBlob(result.data, `${fileBase}-${query.status}.csv`);
  return undefined;
}
