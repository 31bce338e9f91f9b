import { COMMENT_MAX_LENGTH } from '@site/shared/contract';
import { badInput } from '../../platform/errors';

// C0/C1 controls except tab and newline, plus bidi overrides and zero-width joiners used to disguise text.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * Comments are plain text: stored as given (React escapes on output), with control characters
 * removed, line breaks normalised, trimmed, and 1..600 characters long (counted as users see them).
 */
export function cleanCommentContent(raw: string): string {
  const content = raw.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
  const length = [...content].length;
  if (length === 0) throw badInput('评论内容不能为空', { content: '不能为空' });
  if (length > COMMENT_MAX_LENGTH) throw badInput(`评论内容不能超过 ${COMMENT_MAX_LENGTH} 个字`, { content: `不能超过 ${COMMENT_MAX_LENGTH} 个字` });
  return content;
}
