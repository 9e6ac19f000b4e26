/** The policy lists' cache keys: one per kind of cover the pickers offer. */
export const policyKeys = {
  all: ['policies'] as const,
  ofKind: (kind: 'individual' | 'group' | 'diaspora') => ['policies', kind] as const,
};
