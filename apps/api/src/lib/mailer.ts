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
 * SMTP transport from SMTP_URL (smtp:// or smtps://, credentials in the URL). Without a URL the
 * dev outbox is used: nothing leaves the machine and the mail stays readable at /dev/mail.
 */
export function createMailer(options: { smtpUrl?: string; from: string }): Mailer {
  const { smtpUrl, from } = options;
  if (!smtpUrl) {
    return { transport: 'dev-outbox', send: async () => undefined, close: () => undefined };
  }
  const transporter = nodemailer.createTransport(smtpUrl, {
    from,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
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
