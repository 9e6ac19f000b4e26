import { groupRegistrationMachine } from '@machines/group-registration.machine';
import { individualRegistrationMachine } from '@machines/individual-registration.machine';
import { onboardingMachine } from '@machines/onboarding.machine';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
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
});
