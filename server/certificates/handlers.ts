import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { CoveredKind } from '../cover/status-changes';
import { conflict, notFound } from '../errors';
import { type Handlers, queryOf, type ServiceContext } from '../routes/context';
import { loadCertificate, type NoCertificate } from './certificate-data';
import { renderCertificate } from './certificate-pdf';

const ID_PARAM: Record<CoveredKind, string> = {
  customer: 'customerId',
  diaspora: 'diasporaId',
  group: 'groupId',
};

const REFUSALS: Record<NoCertificate, () => Error> = {
  'not-found': () => notFound('Record'),
  'group-member': () => conflict(SERVER_MESSAGES.memberCertificate, {}),
  'not-covered': () => conflict(SERVER_MESSAGES.certificateNeedsCover, {}),
  'no-policy': () => conflict(SERVER_MESSAGES.certificateNeedsPolicy, {}),
};

/** The certificate of cover of each kind of covered record, for staff to download. */
export function certificateHandlers({ db }: ServiceContext): Handlers {
  const certificate = (kind: CoveredKind) =>
    (async (request, reply) => {
      const id = (request.params as Record<string, string>)[ID_PARAM[kind]] as string;
      const found = await loadCertificate(db, kind, id);
      if (!found.ok) throw REFUSALS[found.reason]();
      const { language } = queryOf(request, 'getCustomerCertificate');
      const pdf = await renderCertificate(found.certificate, language ?? found.certificate.language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="certificate-of-cover-${id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    }) satisfies Handlers[keyof Handlers];
  return {
    getCustomerCertificate: certificate('customer'),
    getDiasporaCertificate: certificate('diaspora'),
    getGroupCertificate: certificate('group'),
  };
}
