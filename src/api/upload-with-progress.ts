import { ApiError, failureFromResponse, networkFailure } from '@/domain/failures';
import type { UploadedFile } from '@/domain/uploaded-file';

export interface UploadWithProgressOptions {
  /** The POST /files URL. */
  url: string;
  file: File;
  /** e.g. the bearer token or the enrolment session header. */
  headers?: Record<string, string>;
  /** Called with 0 to 100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function hasData<T>(body: unknown): body is { data: T } {
  return typeof body === 'object' && body !== null && 'data' in body;
}

/**
 * POSTs `file` as the multipart field `file`, reporting progress (fetch cannot report upload
 * progress), and resolves the response's `data`. Failures reject with an ApiError carrying
 * the SPEC §8 failure: the server's message, or the network failure.
 */
export function uploadWithProgress<T = UploadedFile>(options: UploadWithProgressOptions): Promise<T> {
  const { url, file, headers = {}, onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && hasData<T>(body)) {
        onProgress?.(100);
        resolve(body.data);
        return;
      }
      // A success without `data` breaks the contract: treat it as the server error it is.
      const status = xhr.status >= 200 && xhr.status < 300 ? 500 : xhr.status;
      reject(new ApiError(failureFromResponse(status, body)));
    };
    xhr.onerror = () => reject(new ApiError(networkFailure()));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
