import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import { formatTsh } from '../../src/domain/money';
import type { CertificateData, CertificateLanguage, CertificatePerson } from './certificate-data';
import { COLOURS, FONTS, flowList, heading, labelledRows } from './certificate-layout';
import { CERTIFICATE_WORDS, type CertificateWords } from './certificate-words';

const MARGIN = 50;
const BAND_HEIGHT = 72;

/** A date of the data (ISO, UTC) as the language writes it: 'March 5, 2026', '5 Machi 2026'. */
function writtenDate(iso: string, words: CertificateWords): string {
  return DateTime.fromISO(iso, { zone: 'utc' }).setLocale(words.dateLocale).toFormat(words.dateFormat);
}

/**
 * Money as the bank's documents write it in both languages, 'TSh 1,000,000' (the glossary keeps
 * TSh as it is); the grouping is the portal's own.
 */
const tsh = (amount: number) => formatTsh(amount).replace(/^Tsh/, 'TSh');

/** One person's line: name, then their part, birth date and own waiting period when there are any. */
function personLine(person: CertificatePerson, data: CertificateData, words: CertificateWords): string {
  const details = [
    // A group's plain members are just named; its leaders say which they are.
    data.kind === 'group' && person.role === 'member' ? null : words.roles[person.role],
    person.dob ? words.born(writtenDate(person.dob, words)) : null,
    person.ownWaitingPeriodEnd
      ? words.ownWaitingPeriod(writtenDate(person.ownWaitingPeriodEnd, words))
      : null,
  ].filter((detail): detail is string => detail !== null);
  return details.length > 0 ? `${person.name} \u2013 ${details.join(', ')}` : person.name;
}

function benefitRows(data: CertificateData, words: CertificateWords): [string, string][] {
  return data.benefits.map(({ kind, amount }) => [
    kind === 'member' && data.kind === 'diaspora' ? words.benefits.holder : words.benefits[kind],
    tsh(amount),
  ]);
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function banner(
  doc: PDFKit.PDFDocument,
  data: CertificateData,
  words: CertificateWords,
  width: number,
): void {
  doc.rect(0, 0, doc.page.width, BAND_HEIGHT).fill(COLOURS.navy);
  doc.rect(0, BAND_HEIGHT, doc.page.width, 3).fill(COLOURS.gold);
  doc.font(FONTS.bold).fontSize(22).fillColor('#ffffff').text(words.bankName, MARGIN, 24, { width });
  doc.font(FONTS.bold).fontSize(12).fillColor(COLOURS.gold);
  doc.text(data.productName, MARGIN, 32, { width, align: 'right' });
}

/** Where the closing line starts: as far down the page as it fits. */
function closingTop(doc: PDFKit.PDFDocument, text: string, width: number): number {
  doc.font(FONTS.regular).fontSize(9);
  // A few points above pdfkit's own limit, so the last line never opens a second page.
  return doc.page.height - MARGIN - doc.heightOfString(text, { width }) - 4;
}

/** The closing line with the reference, drawn last so it is also read last. */
function closing(doc: PDFKit.PDFDocument, text: string, top: number, width: number): void {
  doc
    .moveTo(MARGIN, top - 8)
    .lineTo(MARGIN + width, top - 8)
    .lineWidth(0.5)
    .strokeColor(COLOURS.rule)
    .stroke();
  doc.font(FONTS.regular).fontSize(9).fillColor(COLOURS.muted);
  doc.text(text, MARGIN, top, { width, align: 'center' });
}

/**
 * The certificate of cover as a one-page A4 PDF in the given language. Nothing depends on the
 * clock: the document is dated the cover's start, so the same data gives the same bytes.
 */
export async function renderCertificate(
  data: CertificateData,
  language: CertificateLanguage,
): Promise<Buffer> {
  const words = CERTIFICATE_WORDS[language];
  const dated = DateTime.fromISO(data.coverStartDate, { zone: 'utc' }).toJSDate();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: {
      Title: `${words.title}: ${data.insured}`,
      Author: words.bankName,
      Subject: `${data.productName}, ${data.policy.name} (${data.reference})`,
      Creator: words.bankName,
      Producer: words.bankName,
      CreationDate: dated,
      ModDate: dated,
    },
  });
  const bytes = collect(doc);
  const width = doc.page.width - 2 * MARGIN;

  banner(doc, data, words, width);
  doc.font(FONTS.bold).fontSize(20).fillColor(COLOURS.navy);
  doc.text(words.title, MARGIN, BAND_HEIGHT + 28, { width, align: 'center' });
  doc.moveDown(0.4);
  doc.font(FONTS.regular).fontSize(10).fillColor(COLOURS.muted);
  doc.text(words.intro[data.kind], MARGIN, doc.y, { width, align: 'center' });
  doc.moveDown(1);

  const rows = { x: MARGIN, width, labelWidth: 190, fontSize: 10 };
  labelledRows(
    doc,
    [
      [words.labels.insured[data.kind], data.insured],
      [words.labels.policy, data.policy.name],
      [words.labels.coverStart, writtenDate(data.coverStartDate, words)],
      [words.labels.waitingPeriodEnd, writtenDate(data.waitingPeriodEnd, words)],
      [words.labels.expiry, writtenDate(data.expiryDate, words)],
      [words.labels.reference, data.reference],
    ],
    rows,
  );
  heading(doc, words.labels.benefits, MARGIN, width);
  labelledRows(doc, benefitRows(data, words), rows);
  heading(doc, `${words.labels.people[data.kind]} (${data.people.length})`, MARGIN, width);

  const closingText = words.closing(data.reference);
  const closingAt = closingTop(doc, closingText, width);
  const listTop = doc.y;
  if (data.people.length === 0) {
    doc.font(FONTS.italic).fontSize(10).fillColor(COLOURS.muted);
    doc.text(words.noPeople[data.kind], MARGIN, listTop, { width });
  } else {
    // A family fits one column with its details; a group's members go down two, smaller.
    const group = data.kind === 'group';
    flowList(
      doc,
      data.people.map((person) => personLine(person, data, words)),
      {
        x: MARGIN,
        top: listTop,
        bottom: closingAt - 16,
        width,
        columns: group ? 2 : 1,
        fontSize: group ? 9 : 10,
      },
      words.andMore,
    );
  }
  closing(doc, closingText, closingAt, width);

  // The layout is measured to fit; a second page would be a bug here, never a longer certificate.
  const pages = doc.bufferedPageRange().count;
  if (pages !== 1) throw new Error(`the certificate of ${data.reference} took ${pages} pages`);
  doc.end();
  return bytes;
}
