/**
 * What a document's display name never keeps: control characters (C0, DEL, C1), the
 * bidirectional embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069,
 * U+200E, U+200F, U+061C), and line and paragraph separators. An override could make
 * "invoice‮fdp.exe" read as "invoiceexe.pdf"; a control or separator could break a line.
 */
const UNSHOWN = /[\p{Cc}\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\u2028\u2029]/gu;

/** A document's name as the portal stores and shows it: those characters out, trimmed. */
export function cleanDisplayName(name: string): string {
  return name.replace(UNSHOWN, '').trim();
}
