import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CaughtMail {
  to: string[];
  raw: string;
  /** Body with quoted-printable soft breaks and escapes decoded (as UTF-8), good enough to find links and words. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return (
    raw
      .replace(/=\r?\n/g, '')
      // A run of escapes is the UTF-8 bytes of the characters (a Bengali letter is three): decoded together.
      .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'))
  );
}

/** A real SMTP listener on loopback that keeps every message it receives. */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** Waits for a mail to `to` whose text matches `pattern`, returning the first match group or the match. */
  async function waitForMail(to: string, pattern: RegExp, timeoutMs = 60_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (const mail of mails) {
        if (!mail.to.includes(to)) continue;
        const m = pattern.exec(mail.text);
        if (m) return m[1] ?? m[0];
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} (got ${mails.length})`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 500);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
