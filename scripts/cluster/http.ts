import http from 'node:http';

export interface Reply {
  status: number;
  body: unknown;
  bytes: Buffer;
}

/**
 * One request on its own connection (no keep-alive), so that a connection the balancer closes
 * while it reloads is never reused: every failure counted is one the balancer answered.
 * A failed connection rejects; every answer, 5xx included, resolves.
 */
export function send(
  base: string,
  method: 'GET' | 'POST',
  route: string,
  options: { headers?: Record<string, string>; body?: Buffer | string; json?: unknown } = {},
): Promise<Reply> {
  const body = options.json === undefined ? options.body : JSON.stringify(options.json);
  const headers = {
    ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
    ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${route}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        let parsed: unknown = bytes.toString('utf8');
        try {
          parsed = JSON.parse(parsed as string);
        } catch {
          // Not JSON: the text stays.
        }
        resolve({ status: response.statusCode ?? 0, body: parsed, bytes });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A multipart/form-data body with one file in the field `file`, as a browser sends it. */
export async function fileForm(
  content: Buffer,
  type: string,
  name: string,
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}
