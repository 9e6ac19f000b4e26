import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { letterDate } from '../../server/letters/calendar-words';
import { readPdf } from './certificate-fixtures';
import {
  deliver,
  emailContext,
  enrol,
  freshEmail,
  historyOf,
  move,
  outboxOf,
  SUPPORT_EMAIL,
} from './email-harness';
import { customer, diaspora, paymentAccount, person, uniqueDigits } from './fixtures';

/** DESIGN decision 13: each event that concerns a customer emails them, in their language. */
const context = emailContext();

const staffCreate = async (resource: 'customers' | 'diasporas' | 'groups', payload: object) => {
  const response = await context.server.request({
    method: 'POST',
    url: `/api/v1/${resource}`,
    headers: context.server.as('officer'),
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data;
};

const policyOf = async (kind: 'individual' | 'group') =>
  (
    await context.server.db
      .selectFrom('policies')
      .select('id')
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow()
  ).id;

describe('the enrolment email', () => {
  it('is one email, in English when no language was chosen, with its outcome in the history', async () => {
    const email = freshEmail('baraka');
    const id = await enrol(context, { email });
    const [queued, ...more] = await outboxOf(context, id);
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ letter_kind: 'enrolment-received', language: 'en', status: 'pending' });
    expect((await deliver(context)).sent).toBeGreaterThanOrEqual(1);

    const [mail, ...again] = context.sink.to(email);
    expect(again).toEqual([]);
    expect(mail?.subject).toBe('We have received your enrolment');
    expect(mail?.text).toContain('Dear Baraka Kimaro,');
    expect(mail?.text).toContain('Thank you for choosing the Diaspora Repatriation Cover.');
    expect(mail?.text).toContain(`Reference: ${id}`);
    expect(mail?.text).toContain(SUPPORT_EMAIL);
    expect(mail?.messageId).toBe(`<letter.${queued?.id}@bank.example.co.tz>`);
    expect((await outboxOf(context, id))[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null });

    const record = await context.server.request({
      method: 'GET',
      url: `/api/v1/diasporas/${id}`,
      headers: context.server.as('viewer'),
    });
    expect(record.json().data.language).toBe('en');
    const letters = (await historyOf(context, 'diasporas', id)).filter((e) => e.action.startsWith('letter.'));
    expect(letters).toEqual([
      {
        entryId: expect.any(Number),
        action: 'letter.sent',
        actor: null,
        at: expect.any(String),
        fromStatus: null,
        toStatus: null,
        reason: null,
        changes: {
          letter: { from: null, to: 'enrolment-received' },
          recipient: { from: null, to: email },
          language: { from: null, to: 'en' },
          attempts: { from: null, to: 1 },
        },
      },
    ]);
  });

  it('is written in Kiswahili to a customer who enrolled in Kiswahili', async () => {
    const email = freshEmail('amina');
    const id = await enrol(context, { email, firstName: 'Amina', lastName: 'Mushi', language: 'sw' });
    await deliver(context);
    const [mail, ...again] = context.sink.to(email);
    expect(again).toEqual([]);
    expect(mail?.subject).toBe('Tumepokea usajili wako');
    expect(mail?.text).toContain('Mpendwa Amina Mushi,');
    expect(mail?.text).toContain('Asante kwa kuchagua mpango wa Diaspora Repatriation Cover.');
    expect(mail?.text).toContain(`Namba ya kumbukumbu: ${id}`);
    expect(mail?.text).toContain(SUPPORT_EMAIL);
    expect(mail?.text).not.toContain('We have received');
    const record = await context.server.request({
      method: 'GET',
      url: `/api/v1/diasporas/${id}`,
      headers: context.server.as('viewer'),
    });
    expect(record.json().data.language).toBe('sw');
  });
});

describe('the cover emails', () => {
  it('tell a customer in Kiswahili that the cover is approved, with its dates', async () => {
    const email = freshEmail('neema');
    const { diasporaId } = await staffCreate('diasporas', diaspora({ email, language: 'sw' }));
    const approved = await move(context, 'diasporas', diasporaId, 'approve');
    expect(approved.statusCode).toBe(200);
    const { coverStartDate, waitingPeriodEnd } = approved.json().data;
    await deliver(context);
    const mail = context.sink.to(email).find((m) => m.subject === 'Bima yako imeidhinishwa');
    expect(mail?.text).toContain('Tunayo furaha kukujulisha kwamba bima yako kupitia mpango wa');
    expect(mail?.text).toContain(`inaanza tarehe ${letterDate(coverStartDate, 'sw')}`);
    expect(mail?.text).toContain(
      `Kipindi cha kusubiri kinaisha tarehe ${letterDate(waitingPeriodEnd, 'sw')}`,
    );
    expect(mail?.text).toContain(`Namba ya kumbukumbu: ${diasporaId}`);
    // The certificate of cover travels with it, in Kiswahili, and the email says so.
    expect(mail?.text).toContain('Cheti chako cha bima kimeambatishwa kwenye barua pepe hii.');
    expect(mail?.attachments.map((file) => [file.fileName, file.contentType])).toEqual([
      ['cheti-cha-bima.pdf', 'application/pdf'],
    ]);
    const certificate = await readPdf(mail?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(certificate.pages).toBe(1);
    expect(certificate.text).toContain('Cheti cha Bima');
    expect(certificate.text).toContain(diasporaId);
    // The enrolment's email and the approval's, each once.
    expect(context.sink.to(email).map((m) => m.subject)).toEqual([
      'Tumepokea usajili wako',
      'Bima yako imeidhinishwa',
    ]);
  });

  it('tell an individual customer in English that the application was not approved', async () => {
    const email = freshEmail('juma');
    const { customerId } = await staffCreate(
      'customers',
      customer({ email, policyId: await policyOf('individual') }),
    );
    expect((await move(context, 'customers', customerId, 'reject')).statusCode).toBe(200);
    await deliver(context);
    const [mail, ...again] = context.sink.to(email);
    expect(again).toEqual([]);
    expect(mail?.subject).toBe('Your application for cover was not approved');
    expect(mail?.attachments).toEqual([]);
    expect(mail?.text).toContain('Dear Juma Mwakyusa,');
    expect(mail?.text).toContain(
      'could not approve your application for cover under the Individual Life Cover',
    );
    expect(mail?.text).toContain(`Reference: ${customerId}`);
  });

  it("write to a group's chair person about the group's cover", async () => {
    const email = freshEmail('mwanaidi');
    const name = `Umoja Savings ${uniqueDigits(4)}`;
    const { groupId } = await staffCreate('groups', {
      name,
      membersCount: 25,
      address: 'Mbezi Beach, Dar es Salaam',
      accountNumber: paymentAccount(),
      policyId: await policyOf('group'),
      chairperson: person({ firstName: 'Mwanaidi', lastName: 'Salim', mobile: '0713000001', email }),
      secretary: person({ firstName: 'Faraji', lastName: 'Komba', mobile: '0713000002', email: undefined }),
      treasurer: person({ firstName: 'Upendo', lastName: 'Lyimo', mobile: '0713000003', email: undefined }),
    });
    expect((await move(context, 'groups', groupId, 'approve')).statusCode).toBe(200);
    await deliver(context);
    const [mail, ...again] = context.sink.to(email);
    expect(again).toEqual([]);
    expect(mail?.subject).toBe(`The cover of the group ${name} is approved`);
    expect(mail?.text).toContain('Dear Mwanaidi Salim,');
    const letters = (await historyOf(context, 'groups', groupId)).filter((e) => e.action === 'letter.sent');
    expect(letters.map((e) => e.changes?.letter?.to)).toEqual(['cover-approved']);
  });

  it('write nothing for a record with no email address', async () => {
    const input = customer({ email: undefined, policyId: await policyOf('individual') });
    const { customerId } = await staffCreate('customers', input);
    expect((await move(context, 'customers', customerId, 'approve')).statusCode).toBe(200);
    expect(await outboxOf(context, customerId)).toEqual([]);
    const { groupId } = await staffCreate('groups', {
      name: `Tumaini ${uniqueDigits(4)}`,
      membersCount: 12,
      address: 'Kariakoo, Dar es Salaam',
      accountNumber: paymentAccount(),
      policyId: await policyOf('group'),
      chairperson: person({ firstName: 'Halima', lastName: 'Said', mobile: '0713000011', email: undefined }),
      secretary: person({
        firstName: 'Faraji',
        lastName: 'Komba',
        mobile: '0713000012',
        email: freshEmail('k'),
      }),
      treasurer: person({ firstName: 'Upendo', lastName: 'Lyimo', mobile: '0713000013', email: undefined }),
    });
    expect((await move(context, 'groups', groupId, 'reject')).statusCode).toBe(200);
    expect(await outboxOf(context, groupId)).toEqual([]);
    await deliver(context);
    const history = [
      ...(await historyOf(context, 'customers', customerId)),
      ...(await historyOf(context, 'groups', groupId)),
    ];
    expect(history.filter((e) => e.action.startsWith('letter.'))).toEqual([]);
  });
});

describe('the claim emails', () => {
  const today = () => DateTime.utc().startOf('day');

  it('tell the customer that a claim is approved, then paid, or that it is not approved', async () => {
    const email = freshEmail('baraka.claims');
    const { diasporaId } = await staffCreate('diasporas', diaspora({ email }));
    expect((await move(context, 'diasporas', diasporaId, 'approve')).statusCode).toBe(200);
    const start = today().minus({ days: 200 });
    await sql`UPDATE diasporas SET cover_start_date = ${start.toISODate()},
      waiting_period_end = ${start.plus({ months: 3 }).toISODate()} WHERE id = ${diasporaId}`.execute(
      context.server.db,
    );
    const record = async (amount: number) => {
      const response = await context.server.request({
        method: 'POST',
        url: '/api/v1/claims',
        headers: context.server.as('officer'),
        payload: {
          holderKind: 'diaspora',
          holderId: diasporaId,
          type: 'funeral',
          eventDate: today().minus({ days: 3 }).toISODate(),
          amount,
        },
      });
      expect(response.statusCode).toBe(201);
      return response.json().data.claimId as string;
    };
    const step = (claimId: string, path: string, payload?: object) =>
      context.server.request({
        method: 'POST',
        url: `/api/v1/claims/${claimId}/${path}`,
        headers: context.server.as('admin'),
        ...(payload ? { payload } : {}),
      });
    // One person has one claim at a time: the refused one first, then the one paid.
    const refusedClaim = await record(2_000_000);
    const refused = await step(refusedClaim, 'decision', { action: 'reject', reason: 'Not covered' });
    expect(refused.statusCode).toBe(200);
    const paidClaim = await record(1_000_000);
    expect((await step(paidClaim, 'decision', { action: 'approve' })).statusCode).toBe(200);
    expect((await step(paidClaim, 'payment')).statusCode).toBe(200);
    await deliver(context);

    const mails = context.sink.to(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'We have received your enrolment',
      'Your cover is approved',
      'Your claim was not approved',
      'Your claim is approved',
      'Your claim has been paid',
    ]);
    const [notApproved, approved, paid] = mails.slice(2);
    expect(approved?.text).toContain('your claim of TSh 1,000,000 for Baraka Kimaro (funeral lump sum)');
    expect(approved?.text).toContain(`Claim reference: ${paidClaim}`);
    expect(paid?.text).toContain('We have paid your claim of TSh 1,000,000');
    expect(paid?.text).toContain(`Claim reference: ${paidClaim}`);
    expect(notApproved?.text).toContain('your claim of TSh 2,000,000 for Baraka Kimaro');
    expect(notApproved?.text).toContain(`Claim reference: ${refusedClaim}`);
    const letters = (await historyOf(context, 'diasporas', diasporaId)).filter(
      (e) => e.action === 'letter.sent',
    );
    expect(letters.map((e) => [e.changes?.letter?.to, e.changes?.claim?.to ?? null])).toEqual([
      ['enrolment-received', null],
      ['cover-approved', null],
      ['claim-decided', refusedClaim],
      ['claim-decided', paidClaim],
      ['claim-paid', paidClaim],
    ]);
  });
});
