import { ApiError } from '@/domain/failures';
import { type ApiClient, call } from './client';

const FILE_URL = /\/files\/([0-9a-fA-F-]{36})$/;

/** The id in a stored file's URL (`/api/v1/files/{fileId}`), or undefined for anything else. */
export function fileIdOf(url: string): string | undefined {
  return FILE_URL.exec(url)?.[1];
}

/**
 * Reads a staff-only document with the caller's token: a plain link would not carry it.
 * Throws an ApiError when the file cannot be read.
 */
export async function fetchStaffFile(api: ApiClient, url: string): Promise<Blob> {
  const fileId = fileIdOf(url);
  if (!fileId) throw new ApiError({ status: 404, kind: 'http', message: undefined, messages: {} });
  const result = await call(api.GET('/files/{fileId}', { params: { path: { fileId } }, parseAs: 'blob' }));
  if (result.error) throw new ApiError(result.error);
  return result.data;
}
