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
  'group-member': () => conflict("A group member is covered by the group's certificate", {}),
  'not-covered': () => conflict('Only a covered record has a certificate of cover', {}),
  'no-policy': () => conflict('The record has no policy, so no certificate of cover', {}),
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
