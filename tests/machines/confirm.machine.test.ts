import { CONFIRM_DEFAULTS, confirmMachine } from '@machines/confirm.machine';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { CONFIRM_EVENTS } from './events';

const confirmModel = createTestModel(confirmMachine, { events: CONFIRM_EVENTS });

describe('confirmation statechart', () => {
  const paths = [...confirmModel.getShortestPaths(), ...confirmModel.getSimplePaths()];

  it('reaches every state', () => {
    expect(new Set(paths.flatMap((p) => p.steps.map((step) => String(step.state.value))))).toEqual(
      new Set(['idle', 'open', 'processing', 'resolved']),
    );
  });

  it.each(paths.map((p) => [p.description, p] as const))('keeps its invariants along %s', async (_, path) => {
    await path.test({
      states: {
        idle: (snapshot) => expect(snapshot.context.result).toBeNull(),
        open: (snapshot) => {
          expect(snapshot.context.result).toBeNull();
          expect(snapshot.context.options.okayText).toBe(CONFIRM_DEFAULTS.okayText);
        },
        processing: (snapshot) => {
          expect(snapshot.context.options.hasAction).toBe(true);
          expect(snapshot.context.error).toBeNull();
        },
        resolved: (snapshot) => {
          expect(typeof snapshot.context.result).toBe('boolean');
          expect(snapshot.status).toBe('done');
        },
      },
    });
  });

  it('resolves true on confirm and false on cancel or close', () => {
    for (const [event, expected] of [
      ['confirm', true],
      ['cancel', false],
      ['close', false],
    ] as const) {
      const actor = createActor(confirmMachine).start();
      actor.send({
        type: 'open',
        options: { message: 'Please make sure you want to delete this customer?' },
      });
      expect(actor.getSnapshot().context.options).toMatchObject({
        title: 'Are you sure?',
        cancelText: 'No, Cancel',
      });
      actor.send({ type: event });
      expect(actor.getSnapshot().context.result).toBe(expected);
    }
  });

  it('stays open with the error when the action fails, and cannot be cancelled mid-action', () => {
    const actor = createActor(confirmMachine).start();
    actor.send({ type: 'open', options: { hasAction: true } });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('processing');
    actor.send({ type: 'action.failed', message: 'Failed to delete' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.error).toBe('Failed to delete');
  });
});
