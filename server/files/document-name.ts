import { cleanDisplayName } from '../../src/domain/display-name';

/**
 * A document's name as stored (an upload's file name, a claim or group document's label): a label
 * only, never a path, with no control or direction override (a name could otherwise read
 * "exe.pdf" for "fdp.exe"), 255 characters at most, and never empty.
 */
export function documentName(raw: string): string {
  return Array.from(cleanDisplayName(raw)).slice(0, 255).join('').trim() || 'document';
}
