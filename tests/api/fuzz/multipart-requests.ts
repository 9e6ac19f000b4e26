import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { hostileText } from './hostile-values';
import type { FuzzRequest, FuzzTarget } from './malformed-requests';

/** Builds one request of the operation under test with the given parts. */
type Build = (
  mutation: string,
  expect: FuzzRequest['expect'],
  parts: { headers?: Record<string, string>; payload?: string | Buffer },
  callerHeaders: Record<string, string>,
) => FuzzRequest;

/** Uploads that are not one file of an allowed type in a well-formed multipart body. */
export function multipartRequests(
  target: FuzzTarget,
  caller: fc.Arbitrary<Record<string, string>>,
  request: Build,
) {
  const file = target.multipartFile ?? Buffer.from('');
  const part = (field: string, name: string, type: string, content: Buffer, boundary: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    ]);
  const send = (
    mutation: string,
    expect: FuzzRequest['expect'],
    parts: Buffer[],
    who: Record<string, string>,
    close = true,
  ) => {
    const boundary = `----fuzz${randomUUID()}`;
    const body = Buffer.concat([
      ...parts.map((p) => Buffer.from(p.toString('latin1').replaceAll('BOUNDARY', boundary), 'latin1')),
      Buffer.from(close ? `--${boundary}--\r\n` : ''),
    ]);
    return request(
      mutation,
      expect,
      { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body },
      who,
    );
  };
  const filePart = (field: string, name: string, type: string, content: Buffer) =>
    part(field, name, type, content, 'BOUNDARY');
  return [
    fc
      .tuple(fc.constantFrom('files', 'document', 'upload', ''), caller)
      .map(([field, who]) =>
        send(
          `file under field ${JSON.stringify(field)}`,
          'reject',
          [filePart(field, 'id.png', 'image/png', file)],
          who,
        ),
      ),
    caller.map((who) =>
      send('empty file', 'reject', [filePart('file', 'id.png', 'image/png', Buffer.alloc(0))], who),
    ),
    fc
      .tuple(
        fc.constantFrom(
          '<html><script>alert(1)</script></html>',
          '#!/bin/sh\nrm -rf /',
          'MZ\x90\x00 not an exe',
          'GIF89a',
          'PK\x03\x04zip',
        ),
        fc.constantFrom('id.png', 'id.pdf', 'photo.jpg'),
        caller,
      )
      .map(([content, name, who]) =>
        send(
          `lying content named ${name}`,
          'reject',
          [filePart('file', name, 'image/png', Buffer.from(content, 'latin1'))],
          who,
        ),
      ),
    caller.map((who) =>
      send('unterminated multipart', 'reject', [filePart('file', 'id.png', 'image/png', file)], who, false),
    ),
    caller.map((who) =>
      send(
        'two files',
        'reject',
        [filePart('file', 'a.png', 'image/png', file), filePart('file', 'b.png', 'image/png', file)],
        who,
      ),
    ),
    caller.map((who) =>
      request(
        'multipart without boundary',
        'reject',
        { headers: { 'content-type': 'multipart/form-data' }, payload: file },
        who,
      ),
    ),
    fc
      .tuple(fc.constantFrom('application/json', 'image/png', 'application/pdf', 'text/plain'), caller)
      .map(([type, who]) =>
        request(`raw body as ${type}`, 'reject', { headers: { 'content-type': type }, payload: file }, who),
      ),
    fc
      .tuple(hostileText(), caller)
      .map(([name, who]) =>
        send(
          `hostile file name ${JSON.stringify(name).slice(0, 30)}`,
          'any',
          [filePart('file', name.replace(/["\r\n]/g, '_'), 'image/png', file)],
          who,
        ),
      ),
  ];
}
