import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { type ApiClient, callOrThrow } from './client';
import type { components } from './schema.gen';

export type Claim = components['schemas']['Claim'];
export type ClaimInput = components['schemas']['ClaimInput'];
export type ClaimDecision = components['schemas']['ClaimDecisionInput'];
export type ClaimDocumentInput = components['schemas']['Attachment'];

/** The record a claim belongs to, and the cached queries that show it. */
export interface ClaimHolderRef {
  holderKind: ClaimInput['holderKind'];
  holderId: string;
  /**
   * The record's own queries to refresh after a claim step: its details and its list prefix
   * (for a group member also the group's, whose totals and claims include the member's).
   */
  recordKeys: readonly QueryKey[];
}

export const claimKeys = {
  all: ['claims'] as const,
  detail: (claimId: string) => ['claims', 'detail', claimId] as const,
  policyFigures: (policyId: string) => ['claims', 'policy-figures', policyId] as const,
};

/**
 * A claim step changes the record's total, its history and what waits for approval. The
 * refetches run in the background: the step is done once the server has answered it.
 */
export function refreshAfterClaim(queryClient: QueryClient, holder: ClaimHolderRef): void {
  const keys: QueryKey[] = [
    ...holder.recordKeys,
    ['history', holder.holderKind, holder.holderId],
    ['approvals'],
  ];
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** One claim in full: documents, who submitted and decided it, when payment is due. */
export function claimQuery(api: ApiClient, claimId: string) {
  return queryOptions({
    queryKey: claimKeys.detail(claimId),
    queryFn: async ({ signal }) => {
      const body = await callOrThrow(api.GET('/claims/{claimId}', { params: { path: { claimId } }, signal }));
      return body.data;
    },
  });
}

/** What a policy pays at most: known once the policy is found among the policies of that name. */
export interface PolicyFigures {
  maximumBenefit: number;
  funeralLumpSum: number;
}

/** The benefit figures of the record's policy, or null when the policy cannot be found. */
export function policyFiguresQuery(api: ApiClient, policy: { policyId: string; name: string }) {
  return queryOptions({
    queryKey: claimKeys.policyFigures(policy.policyId),
    queryFn: async ({ signal }): Promise<PolicyFigures | null> => {
      const body = await callOrThrow(
        api.GET('/policies', { params: { query: { keyword: policy.name } }, signal }),
      );
      const found = body.policies.find((candidate) => candidate.policyId === policy.policyId);
      return found ? { maximumBenefit: found.maximumBenefit, funeralLumpSum: found.funeralLumpSum } : null;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Records a claim (`claims.create`); the key makes a retried submit return the first result. */
export async function recordClaim(
  api: ApiClient,
  queryClient: QueryClient,
  holder: ClaimHolderRef,
  input: Omit<ClaimInput, 'holderKind' | 'holderId'>,
  idempotencyKey: string,
): Promise<Claim> {
  const body = await callOrThrow(
    api.POST('/claims', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: { holderKind: holder.holderKind, holderId: holder.holderId, ...input },
    }),
  );
  queryClient.setQueryData(claimKeys.detail(body.data.claimId), body.data);
  refreshAfterClaim(queryClient, holder);
  return body.data;
}

function afterStep(queryClient: QueryClient, holder: ClaimHolderRef, claim: Claim): Claim {
  queryClient.setQueryData(claimKeys.detail(claim.claimId), claim);
  refreshAfterClaim(queryClient, holder);
  return claim;
}

/**
 * Adds a document to a submitted or approved claim; payment falls due 48 hours after the last one.
 * The key is the dialog's: sent twice (a double click, a retry), the document is added once.
 */
export async function addClaimDocument(
  api: ApiClient,
  queryClient: QueryClient,
  holder: ClaimHolderRef,
  claimId: string,
  document: ClaimDocumentInput,
  idempotencyKey: string,
): Promise<Claim> {
  const body = await callOrThrow(
    api.POST('/claims/{claimId}/documents', {
      params: { path: { claimId }, header: { 'Idempotency-Key': idempotencyKey } },
      body: document,
    }),
  );
  return afterStep(queryClient, holder, body.data);
}

/** POST /claims/{id}/decision: the one request that decides a claim, from its row or the inbox. */
export const claimDecisionRequest = (api: ApiClient, claimId: string, decision: ClaimDecision) =>
  api.POST('/claims/{claimId}/decision', { params: { path: { claimId } }, body: decision });

/** Approves (a second staff user) or rejects (with a reason) a submitted claim (`claims.approve`). */
export async function decideClaim(
  api: ApiClient,
  queryClient: QueryClient,
  holder: ClaimHolderRef,
  claimId: string,
  decision: ClaimDecision,
): Promise<Claim> {
  const body = await callOrThrow(claimDecisionRequest(api, claimId, decision));
  return afterStep(queryClient, holder, body.data);
}

/** Marks an approved claim paid (`claims.pay`). */
export async function payClaim(
  api: ApiClient,
  queryClient: QueryClient,
  holder: ClaimHolderRef,
  claimId: string,
): Promise<Claim> {
  const body = await callOrThrow(api.POST('/claims/{claimId}/payment', { params: { path: { claimId } } }));
  return afterStep(queryClient, holder, body.data);
}
