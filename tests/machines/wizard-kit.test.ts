import { canChangeKin, canRemoveKin, kinProblem, kinRefused, NO_KIN } from '@machines/wizard/next-of-kin';
import { failureMessage, failureOf } from '@machines/wizard/submit';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/cross-field-rules';
import { KIN_PARENT, KIN_SPOUSE, VALID_INDIVIDUAL } from './events';

describe('the submit piece every wizard ends with', () => {
  it('keeps the server message and its field messages', () => {
    expect(
      failureOf({ type: 'submit.failed', message: 'Refused', fieldErrors: { idNumber: 'Taken' } }),
    ).toEqual({
      error: 'Refused',
      fieldErrors: { idNumber: 'Taken' },
    });
  });

  it('reads a failure without a message or with malformed field messages as a plain failure', () => {
    expect(failureMessage({ type: 'submit.failed', message: '' })).toBe('Failed');
    expect(failureOf({ type: 'submit.failed', message: 42, fieldErrors: 'nope' })).toEqual({
      error: 'Failed',
      fieldErrors: {},
    });
  });
});

describe('the next-of-kin piece the individual and add-member wizards share', () => {
  const holder = VALID_INDIVIDUAL;
  const asHolder = { ...KIN_PARENT, idNumber: VALID_INDIVIDUAL.idNumber };

  it('refuses a next of kin who is the holder, and says why', () => {
    const event = { type: 'kin.add', kin: asHolder };
    expect(canChangeKin(NO_KIN, holder, event)).toBe(false);
    expect(kinProblem(holder, [asHolder])).toBe(MESSAGES.nextOfKinIsCustomer);
    expect(kinRefused(NO_KIN, holder, event).kinError).toBe(MESSAGES.nextOfKinIsCustomer);
  });

  it('refuses a third next of kin', () => {
    const two = { ...NO_KIN, nextOfKins: [KIN_SPOUSE, KIN_PARENT] };
    const third = { ...KIN_PARENT, idNumber: 'T1000234568' };
    expect(canChangeKin(two, holder, { type: 'kin.add', kin: third })).toBe(false);
    expect(kinRefused(two, holder, { type: 'kin.add', kin: third }).kinError).toBe(MESSAGES.tooManyNextOfKin);
  });

  it('takes a lawful next of kin, and removes only one the list holds', () => {
    const one = { ...NO_KIN, nextOfKins: [KIN_SPOUSE] };
    expect(canChangeKin(one, holder, { type: 'kin.add', kin: KIN_PARENT })).toBe(true);
    expect(canRemoveKin(one, { type: 'kin.remove', index: 0 })).toBe(true);
    expect(canRemoveKin(one, { type: 'kin.remove', index: 1 })).toBe(false);
    expect(canRemoveKin(one, { type: 'step.next' })).toBe(false);
  });
});
