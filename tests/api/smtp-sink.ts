import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One email as the sink received it, decoded enough for a test to read. */
export interface ReceivedEmail {
  messageId: string;
  from: string;
  /** The envelope's recipients. */
  to: string[];
  subject: string;
  text: string;
  headers: Map<string, string>;
  /** The files it carries, decoded. */
  attachments: ReceivedAttachment[];
}

export interface ReceivedAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface SmtpSink {
  /** SMTP_URL for the server under test. */
  url: string;
  received: ReceivedEmail[];
  /** The emails that reached one address. */
  to: (address: string) => ReceivedEmail[];
  /** Refuses the next `times` attempts to send to the address (a temporary 451 at RCPT TO). */
  refuse: (address: string, times: number) => void;
  /** How many attempts were refused so far. */
  refusals: () => number;
  /** Connection errors seen, such as a client killed mid-session (a real server carries on). */
  connectionErrors: () => readonly Error[];
  /** Resolves once the condition holds; checked whenever an email arrives. */
  until: (condition: () => boolean) => Promise<void>;
  close: () => Promise<void>;
}

const unfold = (head: string) => head.replace(/\r\n[ \t]+/g, ' ');

function headerMap(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of unfold(head).split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as Nodemailer writes a subject. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_word, _charset: string, encoding: string, data: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return Buffer.from(body, 'latin1').toString('utf8');
}

/** The text/plain part of a message (the whole body when it is not multipart). */
function plainText(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = headerMap(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return { headers, text: decodeBody(headers, body) };
  for (const part of body.split(`--${boundary}`).slice(1)) {
    const inner = plainText(part.replace(/^\r\n/, ''));
    if ((inner.headers.get('content-type') ?? '').startsWith('text/plain'))
      return { headers, text: inner.text };
  }
  return { headers, text: '' };
}

/** The parts sent as attachments, at any depth of the message's multipart tree. */
function attachmentsOf(raw: string): ReceivedAttachment[] {
  const split = raw.indexOf('\r\n\r\n');
  const headers = headerMap(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .flatMap((part) => attachmentsOf(part.replace(/^\r\n/, '')));
  }
  const disposition = headers.get('content-disposition') ?? '';
  if (!disposition.startsWith('attachment')) return [];
  return [
    {
      fileName: decodeWords(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? ''),
      contentType: (headers.get('content-type') ?? '').split(';')[0] ?? '',
      content: Buffer.from(body.replace(/\s+/g, ''), 'base64'),
    },
  ];
}

/** A real SMTP server on a random loopback port that keeps what it receives (no TLS, no login). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  const refusing = new Map<string, number>();
  let refused = 0;
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const left = refusing.get(address.address) ?? 0;
      if (left > 0) {
        refusing.set(address.address, left - 1);
        refused += 1;
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const { headers, text } = plainText(raw);
        received.push({
          messageId: headers.get('message-id') ?? '',
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: decodeWords(headers.get('subject') ?? ''),
          text: text.replace(/\r\n/g, '\n'),
          headers,
          attachments: attachmentsOf(raw),
        });
        for (const wake of waiting) wake();
        callback();
      });
    },
  });
  // Without a listener, one client reset (a killed instance) would crash the whole test run.
  const errors: Error[] = [];
  server.on('error', (error) => errors.push(error));
  const listening = server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
  const { port } = listening.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((email) => email.to.includes(address)),
    refuse: (address, times) => refusing.set(address, times),
    refusals: () => refused,
    connectionErrors: () => errors,
    until: (condition) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!condition()) return;
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
