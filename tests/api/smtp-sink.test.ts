import { connect } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from './smtp-sink';

const sink = await startSmtpSink();
afterAll(() => sink.close());

/**
 * Resets a connection in the middle of a letter, as an instance killed while sending does (a reset
 * before MAIL FROM is ignored by the server, so the letter must have begun).
 */
async function resetMidLetter(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const reply = () => new Promise<void>((resolve) => socket.once('data', () => resolve()));
  await reply();
  for (const line of ['EHLO killed.example', 'MAIL FROM:<portal@bancassurance.local>']) {
    socket.write(`${line}\r\n`);
    await reply();
  }
  socket.resetAndDestroy();
}

describe('the test mail server', () => {
  it('carries on after a client resets its connection mid-letter', async () => {
    await resetMidLetter(sink.url);
    await expect.poll(() => sink.connectionErrors().length).toBeGreaterThan(0);

    const transport = nodemailer.createTransport(sink.url);
    await transport.sendMail({
      from: 'portal@bancassurance.local',
      to: 'after-reset@example.com',
      subject: 'Still here',
      text: 'Delivered after a reset.',
    });
    transport.close();
    expect(sink.to('after-reset@example.com').map((email) => email.subject)).toEqual(['Still here']);
  });
});
