import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { MailContent } from '../email/templates';

/**
 * Security notices (password or email changed) go out after the change has been made: a mail
 * server that is down must not undo or fail the change, so a failure is logged and swallowed.
 */
export async function sendSecurityNotice(ctx: AppContext, log: FastifyBaseLogger, to: string, mail: MailContent): Promise<void> {
  try {
    await ctx.mailer.send({ to, ...mail });
  } catch (error) {
    log.warn({ err: error, mail: { subject: mail.subject } }, 'security notice could not be mailed');
  }
}
