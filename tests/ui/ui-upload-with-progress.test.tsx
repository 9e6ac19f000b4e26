import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '@/api/upload-with-progress';
import { ApiError } from '@/domain/failures';

/** Stands in for the browser's XMLHttpRequest: records the request and lets the test answer it. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function sent(): FakeXhr {
  if (!FakeXhr.last) throw new Error('nothing was sent');
  return FakeXhr.last;
}

const file = new File(['%PDF-1.7'], 'id-copy.pdf', { type: 'application/pdf' });
const stored = {
  fileId: '0b0e7f4a-2f57-4a43-9d55-5b7f9f3f0c11',
  url: '/api/v1/files/0b0e',
  name: 'id-copy.pdf',
};

describe('upload with progress', () => {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.last = undefined;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });

  it('POSTs the multipart field `file` with the given headers, reports progress and answers `data`', async () => {
    const progress = vi.fn();
    const result = uploadWithProgress({
      url: '/api/v1/files',
      file,
      headers: { 'X-Enrolment-Token': 'enr_123' },
      onProgress: progress,
    });
    const xhr = sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/files');
    expect(xhr.headers['X-Enrolment-Token']).toBe('enr_123');
    const part = xhr.body?.get('file');
    expect(part).toBeInstanceOf(File);
    expect(part instanceof File && part.name).toBe('id-copy.pdf');

    xhr.progress(25, 100);
    xhr.progress(75, 100);
    xhr.respond(201, { data: stored });
    await expect(result).resolves.toEqual(stored);
    expect(progress.mock.calls.map(([percent]) => percent)).toEqual([25, 75, 100]);
  });

  it("rejects with the server's message", async () => {
    const result = uploadWithProgress({ url: '/api/v1/files', file });
    sent().respond(415, { respMsg: 'Only PDF, PNG, JPEG or WebP files are accepted' });
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).failure).toMatchObject({
      status: 415,
      kind: 'http',
      message: 'Only PDF, PNG, JPEG or WebP files are accepted',
    });
  });

  it('rejects with the network failure when the server cannot be reached', async () => {
    const result = uploadWithProgress({ url: '/api/v1/files', file });
    sent().onerror?.();
    const error = await result.catch((caught: unknown) => caught);
    expect((error as ApiError).failure).toMatchObject({ status: 0, kind: 'network' });
  });

  it('treats a success without `data` as a server error', async () => {
    const result = uploadWithProgress({ url: '/api/v1/files', file });
    sent().respond(200, 'not json');
    const error = await result.catch((caught: unknown) => caught);
    expect((error as ApiError).failure).toMatchObject({ status: 500, message: undefined });
  });

  it('aborts on the signal', async () => {
    const controller = new AbortController();
    const result = uploadWithProgress({ url: '/api/v1/files', file, signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent().aborted).toBe(true);
  });
});
