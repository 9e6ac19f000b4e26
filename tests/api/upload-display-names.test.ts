import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, groupBody, type World } from './fuzz/world';
import { multipart, SAMPLE_FILES, startTestServer, type TestServer } from './harness';

/**
 * A document's name is a label typed or chosen by a visitor: it is stored without controls or
 * direction overrides, which could make "fdp.exe" read "exe.pdf" or break a line on screen.
 */
let server: TestServer;
let world: World;
beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server);
});
afterAll(() => server.close());

/** Every character the name must lose: overrides, embeddings, isolates, marks, controls, separators. */
const HIDDEN = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
  '\u0085',
  '\u007F',
  '\u2028',
  '\u2029',
  '\t',
];
const spoofed = (name: string) => `${HIDDEN.slice(0, 8).join('')}${name}${HIDDEN.slice(8).join('')}`;

describe("a document's name", () => {
  it('keeps no direction override or control when uploaded, publicly or by staff', async () => {
    for (const headers of [{ 'x-enrolment-token': await server.enrolmentToken() }, server.as('officer')]) {
      const body = multipart(
        'file',
        `invoice\u202Egnp.exe${HIDDEN.join('')}.png`,
        'image/png',
        SAMPLE_FILES.png,
      );
      const uploaded = await server.request({
        method: 'POST',
        url: '/api/v1/files',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const { fileId, name } = uploaded.json().data as { fileId: string; name: string };
      expect(name).toBe('invoicegnp.exe.png');
      const row = await server.db
        .selectFrom('files')
        .select('original_name')
        .where('id', '=', fileId)
        .executeTakeFirstOrThrow();
      expect(row.original_name).toBe('invoicegnp.exe.png');
    }
  });

  it('reads "document" when nothing showable is left', async () => {
    const body = multipart('file', HIDDEN.join(''), 'image/png', SAMPLE_FILES.png);
    const uploaded = await server.request({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...server.as('officer'), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().data.name).toBe('document');
  });

  it("is cleaned when a claim's document or a group's document is named", async () => {
    const added = await server.request({
      method: 'POST',
      url: `/api/v1/claims/${world.ids.claimId}/documents`,
      headers: server.as('officer'),
      payload: { url: world.fileUrl, name: spoofed('Death certificate.pdf') },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const claim = await server.request({
      method: 'GET',
      url: `/api/v1/claims/${world.ids.claimId}`,
      headers: server.as('officer'),
    });
    const names = (claim.json().data.documents as { name: string }[]).map((doc) => doc.name);
    expect(names).toContain('Death certificate.pdf');
    for (const name of names) for (const hidden of HIDDEN) expect(name).not.toContain(hidden);

    const created = await server.request({
      method: 'POST',
      url: '/api/v1/groups',
      headers: server.as('officer'),
      payload: {
        ...groupBody(world.policies.group),
        documents: { registrationCertificate: { url: world.fileUrl, name: spoofed('Certificate.pdf') } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = await server.request({
      method: 'GET',
      url: `/api/v1/groups/${created.json().data.groupId}`,
      headers: server.as('officer'),
    });
    expect(JSON.stringify(group.json())).toContain('"name":"Certificate.pdf"');
  });
});
