import { ApiError } from '@/domain/failures';
import { type ApiClient, call } from './client';
import type { CoverRecordKind } from './cover';

/** A covered record's certificate of cover (a PDF), read with the staff token. */
export async function fetchCertificate(api: ApiClient, kind: CoverRecordKind, id: string): Promise<Blob> {
  const options = { parseAs: 'blob' } as const;
  const result = await call(
    kind === 'customer'
      ? api.GET('/customers/{customerId}/certificate', { params: { path: { customerId: id } }, ...options })
      : kind === 'diaspora'
        ? api.GET('/diasporas/{diasporaId}/certificate', { params: { path: { diasporaId: id } }, ...options })
        : api.GET('/groups/{groupId}/certificate', { params: { path: { groupId: id } }, ...options }),
  );
  if (result.error) throw new ApiError(result.error);
  return result.data;
}
