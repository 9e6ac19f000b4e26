/** The add-group wizard: general information, leaders, register. */
export const groupRegistration = {} as const;
