import { queryOptions } from '@tanstack/react-query';
import type { CoverStatus } from '@/domain/cover';
import { type ApiClient, callOrThrow } from './client';
import { type PagedListParams, pagedListQuery, resourceKeys } from './paged-list-query';
import type { components } from './schema.gen';

export type GroupListItem = components['schemas']['GroupListItem'];
export type Group = components['schemas']['Group'];
export type GroupLeader = components['schemas']['LeaderSummary'];
export type GroupMember = components['schemas']['GroupMember'];
export type MemberRecord = components['schemas']['Customer'];
export type Attachment = components['schemas']['AttachmentView'];

/** The list shows five groups a page, like the individuals list. */
export const GROUP_PAGE_SIZE = 5;

export type GroupListParams = PagedListParams<CoverStatus>;

/**
 * Every key starts with 'groups', so saving a group or a member refreshes them all with one
 * invalidation of `['groups']`. A group's members sit under `['groups', 'members', groupId]`.
 */
export const groupKeys = {
  ...resourceKeys<'groups', GroupListParams>('groups'),
  members: (groupId: string) => ['groups', 'members', groupId] as const,
  member: (groupId: string, memberId: string) => ['groups', 'members', groupId, memberId] as const,
};

// A failed group call throws its message (SPEC §7): callOrThrow hands the cache an ApiError
// carrying the server's message, which the error states show.

/** One page of groups of a cover status. */
export function groupListQuery(api: ApiClient, params: GroupListParams) {
  return pagedListQuery({
    queryKey: groupKeys.list(params),
    fetchPage: (signal) =>
      callOrThrow(
        api.GET('/groups', {
          params: {
            query: {
              currentPage: params.page,
              perPage: GROUP_PAGE_SIZE,
              status: params.status,
              ...(params.search ? { search: params.search } : {}),
              ...(params.expiring ? { expiring: params.expiring } : {}),
            },
          },
          signal,
        }),
      ),
  });
}

/** The group's overview: leaders, policy, documents and counts. */
export function groupDetailQuery(api: ApiClient, groupId: string) {
  return queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: async ({ signal }) => {
      const body = await callOrThrow(api.GET('/groups/{groupId}', { params: { path: { groupId } }, signal }));
      return body.data;
    },
  });
}

/** Every member of the group, leaders first. */
export function groupMembersQuery(api: ApiClient, groupId: string) {
  return queryOptions({
    queryKey: groupKeys.members(groupId),
    queryFn: ({ signal }) =>
      callOrThrow(api.GET('/groups/{groupId}/members', { params: { path: { groupId } }, signal })),
  });
}

/** A member's full record: identification, next of kin and claims. */
export function groupMemberQuery(api: ApiClient, groupId: string, memberId: string) {
  return queryOptions({
    queryKey: groupKeys.member(groupId, memberId),
    queryFn: async ({ signal }) => {
      const body = await callOrThrow(
        api.GET('/groups/{groupId}/members/{memberId}', { params: { path: { groupId, memberId } }, signal }),
      );
      return body.data;
    },
  });
}
