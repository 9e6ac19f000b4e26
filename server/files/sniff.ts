import { fileTypeFromBuffer } from 'file-type';

export const ALLOWED_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type AllowedContentType = (typeof ALLOWED_CONTENT_TYPES)[number];

/**
 * How many of a file's first bytes the sniff reads: file-type's own sample for a stream
 * (its reasonableDetectionSizeInBytes). PDF, PNG, JPEG and WebP are all known from them.
 */
export const SNIFF_BYTES = 4100;

/** The type read from the bytes themselves (the file's first SNIFF_BYTES suffice); the client's name and header are not trusted. */
export async function sniffContentType(content: Buffer): Promise<AllowedContentType | undefined> {
  const detected = await fileTypeFromBuffer(content);
  const mime = detected?.mime as AllowedContentType | undefined;
  return mime && ALLOWED_CONTENT_TYPES.includes(mime) ? mime : undefined;
}
