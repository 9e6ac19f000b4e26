/** Staff sign-in. */
export const auth = {} as const;
