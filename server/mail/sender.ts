import nodemailer from 'nodemailer';
import type { MailSettings } from '../config';

/** One email as the delivery loop hands it over. */
export interface OutgoingLetter {
  /** The outbox row's id: the Message-ID is made from it. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachment: { content: Uint8Array; fileName: string; contentType: string } | null;
}

/** Sends one email; rejects when the server did not accept it. */
export interface LetterSender {
  send(letter: OutgoingLetter): Promise<void>;
  close(): void;
}

/** The log lines the mail writes; the server's logger fits it. */
export interface MailLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * The same Message-ID for every attempt at one outbox row: a letter sent again after a crash
 * between the server's acceptance and the commit is recognisable as the same email.
 */
export function messageIdOf(letterId: string, from: string): string {
  const address = /<([^<>]+)>$/.exec(from)?.[1] ?? from;
  const domain = address.split('@')[1]?.trim() || 'bancassurance.local';
  return `<letter.${letterId}@${domain}>`;
}

/** A slow or silent mail server fails the attempt rather than hold the delivery turn for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const message = (letter: OutgoingLetter, from: string) => ({
  from,
  to: letter.to,
  subject: letter.subject,
  text: letter.text,
  ...(letter.html ? { html: letter.html } : {}),
  messageId: messageIdOf(letter.id, from),
  attachments: letter.attachment
    ? [
        {
          content: Buffer.from(letter.attachment.content),
          filename: letter.attachment.fileName,
          contentType: letter.attachment.contentType,
        },
      ]
    : [],
  // The letters are plain text written here: nothing in them may reach for a file or a URL.
  disableFileAccess: true,
  disableUrlAccess: true,
});

/**
 * Nodemailer over SMTP when SMTP_URL is set. Without it (never in production: server/config.ts
 * refuses to start) each email is composed by Nodemailer's JSON transport and written to the log.
 */
export function letterSender(settings: Pick<MailSettings, 'smtpUrl' | 'from'>, log: MailLog): LetterSender {
  const { smtpUrl, from } = settings;
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(letter) {
        await transport.sendMail(message(letter, from));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(letter) {
      const info = await transport.sendMail(message(letter, from));
      log.info(
        {
          email: {
            messageId: info.messageId,
            envelope: info.envelope,
            subject: letter.subject,
            text: letter.text,
            attachment: letter.attachment?.fileName ?? null,
          },
        },
        'email written to the log, not sent: SMTP_URL is not set',
      );
    },
    close: () => transport.close(),
  };
}
