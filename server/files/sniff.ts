import { fileTypeFromBuffer } from 'file-type';

export const ALLOWED_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type AllowedContentType = (typeof ALLOWED_CONTENT_TYPES)[number];

/** The type read from the bytes themselves; the client's name and header are not trusted. */
export async function sniffContentType(content: Buffer): Promise<AllowedContentType | undefined> {
  const detected = await fileTypeFromBuffer(content);
  const mime = detected?.mime as AllowedContentType | undefined;
  return mime && ALLOWED_CONTENT_TYPES.includes(mime) ? mime : undefined;
}
