import { requireStaff } from '../auth/guard';
import { bodyOf, type Handlers, type ServiceContext } from '../routes/context';
import { type CoveredKind, changeCoverStatus, historyOf } from './status-changes';

/** The path parameter that names each kind of record. */
const ID_PARAM: Record<CoveredKind, string> = {
  customer: 'customerId',
  diaspora: 'diasporaId',
  group: 'groupId',
};

const idOf = (kind: CoveredKind, params: unknown) =>
  (params as Record<string, string>)[ID_PARAM[kind]] as string;

/** Status changes and history of customers, diasporas and groups: one implementation for the three. */
export function coverHandlers({ db, config }: ServiceContext): Handlers {
  const change = (kind: CoveredKind) =>
    (async (request) => {
      const user = requireStaff(request);
      const input = bodyOf(request, 'changeCustomerStatus');
      return {
        data: await changeCoverStatus(db, kind, idOf(kind, request.params), user, input, config.mail),
      };
    }) satisfies Handlers[keyof Handlers];
  const history = (kind: CoveredKind) =>
    (async (request) => ({
      entries: await historyOf(db, kind, idOf(kind, request.params)),
    })) satisfies Handlers[keyof Handlers];
  return {
    changeCustomerStatus: change('customer'),
    changeDiasporaStatus: change('diaspora'),
    changeGroupStatus: change('group'),
    getCustomerHistory: history('customer'),
    getDiasporaHistory: history('diaspora'),
    getGroupHistory: history('group'),
  };
}
