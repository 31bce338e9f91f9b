import nodemailer, { type Transporter } from 'nodemailer';
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
  production: boolean;
  log: FastifyBaseLogger;
  clock: Clock;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        options.log.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
      },
      outbox: () => [],
      close: () => transport.close(),
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
      // Without SMTP no mail leaves the machine: the server log (or the loopback-only outbox, when
      // DEV_OUTBOX is set) is how whoever runs it reads a code. With SMTP_URL no log carries one.
      const mail = { to: message.to, subject: message.subject };
      if (!message.code) options.log.info({ mail }, 'mail not sent (no SMTP_URL)');
      else if (options.production) options.log.warn({ mail, devCode: message.code }, `mail not sent (no SMTP_URL); code ${message.code}`);
      else options.log.info({ mail, devCode: message.code }, `mail not sent (no SMTP_URL); code ${message.code}`);
    },
    outbox: () => entries.slice(),
    close: () => undefined,
  };
}
