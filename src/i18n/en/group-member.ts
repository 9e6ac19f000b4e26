/** The add-member wizard of a group: member information, next of kin, save. */
export const groupMember = {} as const;
