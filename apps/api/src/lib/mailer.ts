import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export type MailTransportName = 'smtp' | 'dev-outbox';

export interface Mailer {
  readonly transport: MailTransportName;
  /** Resolves once the server accepted the message; rejects on any failure (the caller retries). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Connection settings nodemailer reads from the URL (a second argument to `createTransport` only sets
 * message defaults): a pool of up to 5 connections reused across messages, and time limits well
 * under the delivery job's 60 s timeout, so that a send never outlives its job. Settings already in
 * SMTP_URL's query win.
 */
const TRANSPORT_SETTINGS = {
  pool: 'true',
  maxConnections: '5',
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '30000',
};

function transportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(TRANSPORT_SETTINGS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

/**
 * SMTP transport from SMTP_URL (smtp:// or smtps://, credentials in the URL). Without a URL the
 * dev outbox is used: nothing leaves the machine and the mail stays readable at /dev/mail.
 */
export function createMailer(options: { smtpUrl?: string; from: string }): Mailer {
  const { smtpUrl, from } = options;
  if (!smtpUrl) {
    return { transport: 'dev-outbox', send: async () => undefined, close: () => undefined };
  }
  const transporter = nodemailer.createTransport(transportUrl(smtpUrl), { from });
  return {
    transport: 'smtp',
    send: async (message) => {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
      });
    },
    close: () => transporter.close(),
  };
}
