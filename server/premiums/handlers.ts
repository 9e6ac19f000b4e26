import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { requireStaff } from '../auth/guard';
import { pagination } from '../common/paging';
import type { CoveredKind } from '../cover/status-changes';
import { ApiError, badRequest, notFound } from '../errors';
import { sendCsv } from '../exports/csv';
import { bodyOf, type Handlers, pathOf, queryOf, type ServiceContext } from '../routes/context';
import { DEBIT_HEADER, debitCells, debitChunk, isDebitMonth } from './debits';
import { ledgerOf } from './ledger';
import { missingAccountsPage } from './missing-accounts';
import { decideResultsFile } from './results-decision';
import {
  listResultFiles,
  REPORT_HEADER,
  readResultFile,
  reportCells,
  reportChunk,
  resultRowsPage,
} from './results-read';
import { receiveResultsFile } from './results-upload';
import { decideWaiver, requestWaiver } from './waivers';

const ID_PARAM: Record<CoveredKind, string> = {
  customer: 'customerId',
  diaspora: 'diasporaId',
  group: 'groupId',
};

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The premium ledger, the debit file out, the results files in (checked, then approved), and waivers. */
export function premiumHandlers({ db, config, wakeResultsWork }: ServiceContext): Handlers {
  const fileOrNotFound = async (resultFileId: string) => {
    const file = await readResultFile(db, resultFileId);
    if (!file) throw notFound('Results file');
    return file;
  };
  const ledger = (kind: CoveredKind) =>
    (async (request) => ({
      data: await ledgerOf(db, kind, (request.params as Record<string, string>)[ID_PARAM[kind]] as string),
    })) satisfies Handlers[keyof Handlers];
  return {
    getCustomerPremiums: ledger('customer'),
    getDiasporaPremiums: ledger('diaspora'),
    getGroupPremiums: ledger('group'),

    async exportPremiumDebits(request, reply) {
      const month = queryOf(request, 'exportPremiumDebits').month ?? thisMonth();
      if (!isDebitMonth(month)) throw badRequest({ month: SERVER_MESSAGES.invalidMonth });
      return sendCsv(reply, {
        filename: `premium-debits-${month}.csv`,
        header: DEBIT_HEADER,
        fetchChunk: debitChunk(db, month),
        toCells: debitCells,
        reader: { machine: true },
      });
    },

    async listMissingPaymentAccounts(request) {
      const { currentPage, perPage } = queryOf(request, 'listMissingPaymentAccounts');
      const page = currentPage ?? 1;
      const size = perPage ?? 10;
      const { records, totalCount } = await missingAccountsPage(db, page, size);
      return { records, pagination: pagination(totalCount, page, size) };
    },

    async uploadPremiumResults(request, reply) {
      const user = requireStaff(request);
      if (!request.isMultipart())
        throw new ApiError(415, SERVER_MESSAGES.resultsAsMultipart, { file: SERVER_MESSAGES.required });
      const received = await receiveResultsFile(db, config.premiumResults, request, user);
      if (!received.alreadyUploaded) wakeResultsWork();
      // Small on purpose: the file and its counts; its rows are read a page at a time.
      reply.status(received.alreadyUploaded ? 200 : 202);
      return { data: await fileOrNotFound(received.fileId), alreadyUploaded: received.alreadyUploaded };
    },

    async listPremiumResultFiles(request) {
      const { after, perPage = 10 } = queryOf(request, 'listPremiumResultFiles');
      return listResultFiles(db, after, perPage);
    },

    async getPremiumResultFile(request) {
      return { data: await fileOrNotFound(pathOf(request, 'getPremiumResultFile').resultFileId) };
    },

    async listPremiumResultRows(request) {
      const { resultFileId } = pathOf(request, 'listPremiumResultRows');
      const { outcome, after, perPage = 50 } = queryOf(request, 'listPremiumResultRows');
      await fileOrNotFound(resultFileId);
      return resultRowsPage(db, resultFileId, { outcome, after, perPage });
    },

    async decidePremiumResultFile(request) {
      const user = requireStaff(request);
      const { resultFileId } = pathOf(request, 'decidePremiumResultFile');
      const { decision, reason } = bodyOf(request, 'decidePremiumResultFile');
      await decideResultsFile(db, user, resultFileId, decision, reason);
      if (decision === 'approve') wakeResultsWork();
      return { data: await fileOrNotFound(resultFileId) };
    },

    async downloadPremiumResultsReport(request, reply) {
      const { resultFileId } = pathOf(request, 'downloadPremiumResultsReport');
      await fileOrNotFound(resultFileId);
      return sendCsv(reply, {
        filename: `premium-results-report-${resultFileId}.csv`,
        header: REPORT_HEADER,
        fetchChunk: reportChunk(db, resultFileId),
        toCells: reportCells,
      });
    },

    async requestPremiumWaiver(request) {
      const user = requireStaff(request);
      const { premiumId } = pathOf(request, 'requestPremiumWaiver');
      const { reason } = bodyOf(request, 'requestPremiumWaiver');
      return { data: await requestWaiver(db, user, premiumId, reason) };
    },

    async decidePremiumWaiver(request) {
      const user = requireStaff(request);
      const { premiumId } = pathOf(request, 'decidePremiumWaiver');
      const { decision } = bodyOf(request, 'decidePremiumWaiver');
      return { data: await decideWaiver(db, user, premiumId, decision) };
    },
  };
}
