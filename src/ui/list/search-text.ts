/** Search text as lists send it (SPEC §2): trimmed and lower-cased. */
export const normaliseSearch = (text: string): string => text.trim().toLowerCase();
