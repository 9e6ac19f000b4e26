// Route search validation runs on every page before the premiums' code loads: small, in the domain.

/** The premium collection page's state kept in the URL: `?file=<id>`, the results file under review. */
export interface PremiumCollectionSearch {
  file?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Reads `?file=`; anything but a file id is dropped (set to undefined, so the router forgets it). */
export function validatePremiumCollectionSearch(raw: Record<string, unknown>): PremiumCollectionSearch {
  return { file: typeof raw.file === 'string' && UUID.test(raw.file) ? raw.file : undefined };
}
