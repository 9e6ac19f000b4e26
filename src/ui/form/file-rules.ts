/** What a file input accepts; the server checks the same again (DESIGN §7). */
export interface FileRules {
  /** MIME types, or families such as `image/*`. */
  accept: readonly string[];
  /** Bytes. */
  maxSize: number;
  /** Bytes; an empty file is never useful. */
  minSize: number;
  /** Which catalogue text names the accepted types (`ui.upload.types.*`). */
  types: 'document' | 'image';
}

const MB = 1024 * 1024;

/** Identity copies and group documents: PDF, PNG, JPEG or WebP, 5 MB at most. */
export const DOCUMENT_RULES: FileRules = {
  accept: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
  maxSize: 5 * MB,
  minSize: 1,
  types: 'document',
};

/** Profile pictures: images only, 1 MB at most (SPEC §5, §9). */
export const AVATAR_RULES: FileRules = {
  accept: ['image/png', 'image/jpeg', 'image/webp'],
  maxSize: 1 * MB,
  minSize: 1,
  types: 'image',
};

/** The generic drop errors of SPEC §5. */
export type FileProblem = 'wrongType' | 'tooLarge' | 'tooSmall' | 'tooMany';

function accepts(accept: readonly string[], type: string): boolean {
  return accept.some((pattern) =>
    pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : pattern === type,
  );
}

/** Why the chosen files cannot be uploaded, or null when the one file is fine. */
export function checkFiles(files: readonly File[], rules: FileRules): FileProblem | null {
  if (files.length > 1) return 'tooMany';
  const [file] = files;
  if (!file) return null;
  if (!accepts(rules.accept, file.type)) return 'wrongType';
  if (file.size > rules.maxSize) return 'tooLarge';
  if (file.size < rules.minSize) return 'tooSmall';
  return null;
}

/** A size in the unit people read: `{ unit: 'megabytes', value: 1 }` for 1 MB. */
export function sizeInUnits(bytes: number): { unit: 'megabytes' | 'kilobytes'; value: number } {
  if (bytes >= MB) return { unit: 'megabytes', value: Number((bytes / MB).toFixed(1)) };
  return { unit: 'kilobytes', value: Math.round(bytes / 1024) };
}
