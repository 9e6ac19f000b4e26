import type { Db } from '../db/connect';
import { answerIdNumberCheck } from '../people/id-number-check';
import { type Handlers, idempotencyKey } from './context';

/** Each kind's id number check in openapi.yaml, and its parameter naming the record being edited. */
const OPERATIONS = {
  customers: { operation: 'checkCustomerIdNumber', except: 'exceptCustomerId' },
  diasporas: { operation: 'checkDiasporaIdNumber', except: 'exceptDiasporaId' },
} as const;

/** Whether a live record already holds an id number, asked while a form is filled in. */
export function idNumberCheckHandlers(db: Db, kind: keyof typeof OPERATIONS): Handlers {
  const { operation, except } = OPERATIONS[kind];
  const handlers: Handlers = {};
  handlers[operation] = async (request) => {
    // Already validated against openapi.yaml.
    const query = request.query as { idType: number; idNumber: string } & Record<string, string | undefined>;
    const asker = { caller: request.caller, idempotencyKey: idempotencyKey(request) };
    return answerIdNumberCheck(db, asker, kind, {
      idType: query.idType,
      idNumber: query.idNumber,
      except: query[except],
    });
  };
  return handlers;
}
