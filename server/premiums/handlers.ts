import type { FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { requireStaff } from '../auth/guard';
import { pagination } from '../common/paging';
import type { CoveredKind } from '../cover/status-changes';
import { ApiError, notFound } from '../errors';
import { csvLine, sendCsv } from '../exports/csv';
import { bodyOf, type Handlers, pathOf, queryOf, type ServiceContext } from '../routes/context';
import { applyResultsFile, reportOf } from './apply-results';
import { DEBIT_HEADER, debitCells, debitChunk } from './debits';
import { ledgerOf } from './ledger';
import { missingAccountsPage } from './missing-accounts';
import { decideWaiver, requestWaiver } from './waivers';

/** A results file for a whole portfolio stays well within this. */
const RESULTS_FILE_MAX_BYTES = 20 * 1024 * 1024;

const ID_PARAM: Record<CoveredKind, string> = {
  customer: 'customerId',
  diaspora: 'diasporaId',
  group: 'groupId',
};

/**
 * The results file of a multipart form, whole in memory (20 MB at most). A form that is not valid
 * multipart (no boundary, cut short) is the client's mistake; one over the limit is a 413.
 */
async function receiveResultsFile(request: FastifyRequest): Promise<{ name: string; content: Buffer }> {
  try {
    const part = await request.file({ limits: { fileSize: RESULTS_FILE_MAX_BYTES } });
    if (part?.fieldname !== 'file')
      throw new ApiError(400, SERVER_MESSAGES.uploadOneFile, { file: SERVER_MESSAGES.required });
    return { name: part.filename || 'results.csv', content: await part.toBuffer() };
  } catch (error) {
    if (error instanceof ApiError || (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw error;
    throw new ApiError(400, SERVER_MESSAGES.uploadNotMultipart, { file: SERVER_MESSAGES.uploadNotMultipart });
  }
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The premium ledger, the debit file out, the results file in, and waivers (issue 26). */
export function premiumHandlers({ db }: ServiceContext): Handlers {
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

    async applyPremiumResults(request) {
      const user = requireStaff(request);
      if (!request.isMultipart())
        throw new ApiError(415, SERVER_MESSAGES.resultsAsMultipart, { file: SERVER_MESSAGES.required });
      const { name, content } = await receiveResultsFile(request);
      return { data: await applyResultsFile(db, user, { name, content }) };
    },

    async downloadPremiumResultsReport(request, reply) {
      const { resultFileId } = pathOf(request, 'downloadPremiumResultsReport');
      const report = await reportOf(db, resultFileId);
      if (!report) throw notFound('Results file');
      const lines = [
        csvLine(['line', 'reference', 'outcome', 'reason']),
        ...report.rows.map((row) => csvLine([row.line, row.reference, row.outcome, row.reason])),
      ];
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="premium-results-report-${resultFileId}.csv"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${lines.join('')}`);
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
