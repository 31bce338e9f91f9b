import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same mail as HTML (modules/email/templates.ts writes both parts). */
  html: string;
  /** The verification code inside the text, kept apart so the development outbox can show it. */
  code?: string;
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  code: string | null;
  createdAt: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Development outbox, newest first (empty for SMTP). */
  outbox(): OutboxEntry[];
  close(): void;
}

const OUTBOX_LIMIT = 200;

/** Mail through SMTP (nodemailer) when SMTP_URL is set; otherwise a development outbox in memory plus a log line. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  /** Without SMTP, put each code in the log line (development, or the demo when asked); otherwise only that a mail was not sent. */
  logCodes: boolean;
  log: FastifyBaseLogger;
  clock: Clock;
}): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    // The SMTP client loads with the first mail, not at start-up.
    let transport: Transporter | null = null;
    return {
      kind: 'smtp',
      async send(message) {
        transport ??= (await import('nodemailer')).default.createTransport(smtpUrl);
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        options.log.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
      },
      outbox: () => [],
      close: () => transport?.close(),
    };
  }
  const entries: OutboxEntry[] = [];
  return {
    kind: 'outbox',
    async send(message) {
      entries.unshift({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        code: message.code ?? null,
        createdAt: options.clock.now().toISOString(),
      });
      entries.length = Math.min(entries.length, OUTBOX_LIMIT);
      // Without SMTP no mail leaves the machine: the server log (when codes are logged) or the loopback-only
      // outbox (DEV_OUTBOX) is how whoever runs it reads a code. With SMTP_URL no log carries one.
      const mail = { to: message.to, subject: message.subject };
      if (message.code && options.logCodes) options.log.info({ mail, devCode: message.code }, `mail not sent (no SMTP_URL); code ${message.code}`);
      else options.log.warn({ mail }, 'mail not sent (no SMTP_URL): set SMTP_URL to deliver mail');
    },
    outbox: () => entries.slice(),
    close: () => undefined,
  };
}
