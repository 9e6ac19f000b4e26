import type { AnyStateMachine } from 'xstate';
import { createTestModel, type TestModel } from 'xstate/graph';
import { authMachine } from '../../machines/auth.machine';
import { confirmMachine } from '../../machines/confirm.machine';
import { AUTH_EVENTS, CONFIRM_EVENTS } from './events';

/** Every statechart with the events its generated test paths may take. */
export interface MachineModel {
  name: string;
  file: string;
  machine: AnyStateMachine;
  // biome-ignore lint/suspicious/noExplicitAny: each model has its own snapshot and event types
  model: TestModel<any, any, unknown>;
}

export const MACHINE_MODELS: MachineModel[] = [
  {
    name: 'auth',
    file: 'machines/auth.machine.ts',
    machine: authMachine,
    model: createTestModel(authMachine, { events: AUTH_EVENTS }),
  },
  {
    name: 'confirm',
    file: 'machines/confirm.machine.ts',
    machine: confirmMachine,
    model: createTestModel(confirmMachine, { events: CONFIRM_EVENTS }),
  },
];
