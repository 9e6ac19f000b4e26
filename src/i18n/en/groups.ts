/** The groups area: lists, the group overview and a member's record. */
export const groups = {} as const;
