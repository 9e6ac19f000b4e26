/** Timestamps as the contract sends them: ISO 8601 in UTC. */
export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));
