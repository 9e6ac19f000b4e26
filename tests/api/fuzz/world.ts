import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { DEVELOPMENT_CAPTCHA_TOKEN } from '../../../src/domain/captcha';
import { customer, diaspora, nextOfKin, paymentAccount, person, uniqueDigits } from '../fixtures';
import { multipart, SAMPLE_FILES, type TestServer } from '../harness';
import type { ContractOperation } from './contract';
import { exampleOf } from './schema-values';

/** Real records to point path ids at, so a request gets past "not found" to the rules. */
export interface World {
  ids: Record<string, string>;
  fileUrl: string;
  policies: Record<'individual' | 'group' | 'diaspora', string>;
}

async function created(
  server: TestServer,
  url: string,
  payload: object,
  pick: (data: Record<string, unknown>) => unknown,
) {
  const response = await server.request({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: server.as('officer'),
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`setting up ${url} failed: ${response.body}`);
  return String(pick(response.json().data));
}

export function groupBody(policyId: string) {
  return {
    name: `Umoja Savings ${uniqueDigits(4)}`,
    membersCount: 25,
    address: 'Mbezi Beach, Dar es Salaam',
    accountNumber: paymentAccount(),
    policyId,
    chairperson: person({ firstName: 'Mwanaidi', lastName: 'Salim', mobile: '0713000001' }),
    secretary: person({ firstName: 'Faraji', lastName: 'Komba', mobile: '0713000002' }),
    treasurer: person({ firstName: 'Upendo', lastName: 'Lyimo', mobile: '0713000003' }),
  };
}

export async function buildWorld(server: TestServer): Promise<World> {
  const policyRows = await server.db.selectFrom('policies').select(['id', 'kind']).execute();
  const policyOf = (kind: string) => policyRows.find((p) => p.kind === kind)?.id as string;
  const policies = {
    individual: policyOf('individual'),
    group: policyOf('group'),
    diaspora: policyOf('diaspora'),
  };

  const upload = multipart('file', 'id.png', 'image/png', SAMPLE_FILES.png);
  const uploaded = await server.request({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...server.as('officer'), ...upload.headers },
    payload: upload.payload,
  });
  if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.body}`);
  const fileId = uploaded.json().data.fileId as string;

  const customerId = await created(
    server,
    '/customers',
    customer({ policyId: policies.individual }),
    (d) => d.customerId,
  );
  const groupId = await created(server, '/groups', groupBody(policies.group), (d) => d.groupId);
  const memberId = await created(
    server,
    `/groups/${groupId}/members`,
    { ...person(), nextOfKins: [nextOfKin()] },
    (d) => d.customerId,
  );
  const diasporaId = await created(server, '/diasporas', diaspora(), (d) => d.diasporaId);
  const officer = await server.db
    .selectFrom('users')
    .select('id')
    .where('role_name', '=', 'officer')
    .executeTakeFirstOrThrow();
  // A claim needs a covered holder past its waiting period; the row stands in for one.
  const claim = await server.db
    .insertInto('claims')
    .values({
      diaspora_id: diasporaId,
      amount: 1_000_000,
      status: 'submitted',
      claim_type: 'repatriation',
      event_date: new Date().toISOString().slice(0, 10),
      insured_name: 'Baraka Kimaro',
      submitted_by: officer.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    ids: { customerId, groupId, memberId, diasporaId, claimId: claim.id, fileId },
    fileUrl: `/api/v1/files/${fileId}`,
    policies,
  };
}

/** A fresh valid JSON body for an operation: the schema's example, with fixtures where rules apply. */
export function validBodyOf(operation: ContractOperation, world: World): (() => unknown) | undefined {
  const schema = operation.jsonBody;
  if (!schema) return undefined;
  const component = schema['x-component'];
  const today = new Date().toISOString().slice(0, 10);
  const byComponent = (name: string): (() => unknown) | undefined => {
    switch (name) {
      case 'CustomerInput':
      case 'CustomerUpdateInput':
        return () => customer({ policyId: world.policies.individual, idCopy: world.fileUrl });
      case 'MemberInput':
        return () => ({ ...person({ idCopy: world.fileUrl }), nextOfKins: [nextOfKin()] });
      case 'GroupInput':
        return () => groupBody(world.policies.group);
      case 'DiasporaInput':
        return () => diaspora();
      case 'ClaimInput':
        return () => ({
          holderKind: 'diaspora',
          holderId: world.ids.diasporaId,
          type: 'repatriation',
          eventDate: today,
          amount: 1000,
        });
      case 'Attachment':
        return () => ({ url: world.fileUrl, name: 'death-certificate.pdf' });
      case 'StatusChangeInput':
      case 'ClaimDecisionInput':
        return () => ({ action: 'reject', reason: 'Documents missing' });
      // No change waits on the world's records: a decision is judged, then finds nothing (404).
      case 'PendingChangeDecisionInput':
        return () => ({
          changeId: randomUUID(),
          decision: 'reject',
          reason: 'The id document does not match',
        });
      // The world's customer is in progress: asking for its deletion waits for a second person.
      case 'DeletionRequestInput':
        return () => ({ reason: 'Registered twice by mistake' });
      // Judged, then finds no deletion waiting (404) or another one (409).
      case 'DeletionDecisionInput':
        return () => ({ deletionId: randomUUID(), decision: 'reject', reason: 'The customer is real' });
      default:
        return undefined;
    }
  };
  const byOperation: Record<string, () => unknown> = {
    signIn: () => ({ email: 'nobody@example.com', password: 'not-the-password' }),
    startEnrolmentSession: () => ({ captchaToken: DEVELOPMENT_CAPTCHA_TOKEN }),
  };
  return (
    byOperation[operation.operationId] ??
    (component ? byComponent(component) : undefined) ??
    (() => exampleOf(schema))
  );
}

/** A request valid enough to pass every check but authorisation: real ids, a valid body. */
export function validRequest(operation: ContractOperation, world: World, signInBody: object): InjectOptions {
  const url = `/api/v1${operation.path.replace(/{(\w+)}/g, (_, name: string) => world.ids[name] ?? name)}`;
  const method = operation.method as InjectOptions['method'];
  if (operation.operationId === 'signIn') return { method, url, payload: signInBody };
  if (operation.multipart) {
    const upload = multipart('file', 'passport.png', 'image/png', SAMPLE_FILES.png);
    return { method, url, headers: upload.headers, payload: upload.payload };
  }
  const body = validBodyOf(operation, world);
  return body
    ? { method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body()) }
    : { method, url };
}
