import { useEffect, useState } from 'react';

/**
 * The files chosen and uploaded in this page's lifetime, by the address the server stored each
 * at. A stored document can be read back by staff only (identity documents are personal data), so
 * a visitor previews their own upload from the File still in memory. A reload forgets them all.
 */
const chosen = new Map<string, File>();

/** Enough for a whole enrolment's documents, while a long session does not hoard every file. */
const REMEMBERED_AT_MOST = 20;

/** Keeps the file a user chose under the address the server stored it at. */
export function rememberChosenFile(url: string, file: File): void {
  chosen.delete(url);
  chosen.set(url, file);
  for (const oldest of chosen.keys()) {
    if (chosen.size <= REMEMBERED_AT_MOST) break;
    chosen.delete(oldest);
  }
}

/** The file chosen for this stored address, if this page still holds it. */
export function chosenFile(url: string): File | undefined {
  return chosen.get(url);
}

/**
 * An object URL of the file chosen for `url` while the calling component shows it, or null when
 * the page no longer holds that file (e.g. after a reload).
 */
export function useChosenFileUrl(url: string | null | undefined): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    const file = url ? chosenFile(url) : undefined;
    if (!file) {
      setObjectUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setObjectUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [url]);
  return objectUrl;
}
