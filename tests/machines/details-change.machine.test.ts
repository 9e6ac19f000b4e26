import { groupRegistrationMachine } from '@machines/group-registration.machine';
import { individualRegistrationMachine } from '@machines/individual-registration.machine';
import { onboardingMachine } from '@machines/onboarding.machine';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { toDetailsFormValues } from '@/domain/diaspora-form';
import { toGroupFormValues } from '@/domain/schemas/group';
import { toIndividualFormValues } from '@/domain/schemas/individual';
import { INDIVIDUAL_POLICY, VALID_DETAILS, VALID_INDIVIDUAL } from './events';
import { GROUP_DETAILS, GROUP_POLICY } from './group-registration.events';

/**
 * Details changed after they were confirmed are not confirmed any more: Forward (or a link) to a
 * later step is refused until Next confirms them again, so nothing is submitted on the old details.
 */
describe('a details form changed after Next', () => {
  it('keeps the enrolment on its details until they are confirmed again', () => {
    const actor = createActor(onboardingMachine, {
      input: { termsAccepted: true, sessionReady: true, details: VALID_DETAILS },
    }).start();
    actor.send({ type: 'step.goto', step: 'members-declaration' });
    expect(actor.getSnapshot().value).toBe('beneficiaries');
    actor.send({ type: 'step.previous' });
    actor.send({ type: 'details.change' });
    actor.send({ type: 'step.goto', step: 'members-declaration' });
    expect(actor.getSnapshot().value).toBe('basicDetails');
    actor.send({ type: 'details.submit', details: { ...VALID_DETAILS, firstName: 'Rehema' } });
    expect(actor.getSnapshot().value).toBe('beneficiaries');
    expect(actor.getSnapshot().context.details?.firstName).toBe('Rehema');
  });

  it('keeps an individual registration on its details until they are confirmed again', () => {
    const actor = createActor(individualRegistrationMachine, {
      input: { details: VALID_INDIVIDUAL, policy: INDIVIDUAL_POLICY },
    }).start();
    actor.send({ type: 'details.change' });
    actor.send({ type: 'step.goto', step: 'policy' });
    actor.send({ type: 'step.goto', step: 'next-of-keens' });
    expect(actor.getSnapshot().value).toBe('basicDetails');
    actor.send({ type: 'details.submit', details: VALID_INDIVIDUAL });
    expect(actor.getSnapshot().value).toBe('policy');
  });

  it('keeps a group registration on its details until they are confirmed again', () => {
    const actor = createActor(groupRegistrationMachine, {
      input: { details: GROUP_DETAILS, policy: GROUP_POLICY },
    }).start();
    actor.send({ type: 'details.change' });
    actor.send({ type: 'step.goto', step: 'leaders' });
    expect(actor.getSnapshot().value).toBe('basicDetails');
    actor.send({ type: 'details.submit', details: GROUP_DETAILS });
    expect(actor.getSnapshot().value).toBe('leaders');
  });

  describe('hands every change of the details form to the chart, the one writer of its drafts', () => {
    const typed = toIndividualFormValues({ ...VALID_INDIVIDUAL, firstName: 'Rehem' });
    const recorder = () => {
      const written: unknown[] = [];
      const saveFormDraft = ({ event }: { event: { type: string; values?: unknown } }) => {
        if (event.type === 'details.change') written.push(event.values);
      };
      return { written, saveFormDraft };
    };

    it('individual registration', () => {
      const { written, saveFormDraft } = recorder();
      const chart = individualRegistrationMachine.provide({ actions: { saveFormDraft } });
      const actor = createActor(chart, { input: { details: VALID_INDIVIDUAL } }).start();
      actor.send({ type: 'details.change', values: typed });
      expect(written).toEqual([typed]);
      expect(actor.getSnapshot().context.details).toBeNull();
    });

    it('group registration', () => {
      const { written, saveFormDraft } = recorder();
      const values = { ...toGroupFormValues(GROUP_DETAILS), name: 'Umoja Wom' };
      const chart = groupRegistrationMachine.provide({ actions: { saveFormDraft } });
      const actor = createActor(chart, { input: { details: GROUP_DETAILS } }).start();
      actor.send({ type: 'details.change', values });
      expect(written).toEqual([values]);
      expect(actor.getSnapshot().context.details).toBeNull();
    });

    it('diaspora enrolment', () => {
      const { written, saveFormDraft } = recorder();
      const values = { ...toDetailsFormValues(VALID_DETAILS), firstName: 'Rehem' };
      const chart = onboardingMachine.provide({ actions: { saveFormDraft } });
      const actor = createActor(chart, {
        input: { termsAccepted: true, sessionReady: true, details: VALID_DETAILS },
      }).start();
      actor.send({ type: 'step.goto', step: 'basic-details' });
      actor.send({ type: 'details.change', values });
      expect(written).toEqual([values]);
      expect(actor.getSnapshot().context.details).toBeNull();
    });
  });
});
