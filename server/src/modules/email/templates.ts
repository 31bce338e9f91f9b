// Every mail the site sends, in one place: Chinese text, as plain text and as HTML.
// Callers pass facts; wording, layout and escaping live here only.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What a code is for, as the mail names it (the codeType of email/send/verify/code). */
export type CodePurpose = 'register' | 'login' | 'reset' | 'change-email';

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  register: '注册账号',
  login: '登录',
  reset: '重置密码',
  'change-email': '更换绑定邮箱',
};

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Shanghai time, as members read it (servers run in UTC). */
function formatTime(at: Date): string {
  return new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
}

/** Paragraphs become lines of the text part and <p> blocks of the HTML part, with one shared frame. */
function compose(siteName: string, subject: string, paragraphs: string[], highlight?: string): MailContent {
  const text = ['您好！', '', ...paragraphs.flatMap((line) => [line, '']), siteName].join('\n');
  const blocks = paragraphs
    .map((line) => {
      if (highlight && line.includes(highlight)) {
        const [before, after] = line.split(highlight);
        return `<p>${escapeHtml(before)}<strong style="font-size:22px;letter-spacing:4px;color:#165dff">${escapeHtml(highlight)}</strong>${escapeHtml(after)}</p>`;
      }
      return `<p>${escapeHtml(line)}</p>`;
    })
    .join('');
  const html =
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f2f3f5;font-family:'PingFang SC','Microsoft YaHei',sans-serif;color:#1d2129">` +
    `<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px 28px;line-height:1.7;font-size:14px">` +
    `<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(siteName)}</h1><p>您好！</p>${blocks}` +
    `<p style="color:#86909c;font-size:12px;margin-top:24px">此邮件由系统自动发送，请勿直接回复。</p></div></body></html>`;
  return { subject, text, html };
}

/**
 * Anyone can ask for a code to any address, so the mail says it was asked for rather than that the
 * reader is doing something, and that codes already received still work (a new one voids none).
 */
export function verifyCodeMail(siteName: string, purpose: CodePurpose, code: string, minutes: number): MailContent {
  const what = PURPOSE_TEXT[purpose];
  return compose(
    siteName,
    `【${siteName}】${what}验证码：${code}`,
    [
      `有人使用这个邮箱申请了${what}验证码。验证码是 ${code}，${minutes} 分钟内有效；此前收到的验证码在有效期内同样可以使用。`,
      '如果不是您本人申请的，请忽略这封邮件，也不要把验证码告诉任何人，您的账号不会有任何变化。',
    ],
    code,
  );
}

/** Sent instead of a code when someone asks to log in or reset with an address that has no account. */
export function noAccountMail(siteName: string, purpose: 'login' | 'reset'): MailContent {
  return compose(siteName, `【${siteName}】${PURPOSE_TEXT[purpose]}请求`, [
    `有人使用这个邮箱申请${PURPOSE_TEXT[purpose]}，但该邮箱没有注册${siteName}账号，因此没有发送验证码。`,
    '如果是您本人操作，请确认输入的邮箱是否正确，或使用这个邮箱注册新账号；如果不是，请忽略这封邮件。',
  ]);
}

export function passwordChangedMail(siteName: string, input: { username: string; at: Date; byReset: boolean }): MailContent {
  return compose(siteName, `【${siteName}】您的登录密码已修改`, [
    `您的账号 ${input.username} 于 ${formatTime(input.at)}${input.byReset ? '通过邮箱验证码重置了' : '修改了'}登录密码，其他设备上的登录已全部退出。`,
    '如果这不是您本人的操作，请立即通过登录窗口的“忘记密码”重置密码。',
  ]);
}

export function emailChangedMail(siteName: string, input: { username: string; at: Date; newEmail: string; toOldAddress: boolean }): MailContent {
  const masked = maskEmail(input.newEmail);
  return compose(
    siteName,
    `【${siteName}】您的绑定邮箱已更换`,
    input.toOldAddress
      ? [
          `您的账号 ${input.username} 于 ${formatTime(input.at)}将绑定邮箱更换为 ${masked}，此后验证码和通知将发往新邮箱。`,
          '如果这不是您本人的操作，请尽快登录并修改密码，或联系客服。',
        ]
      : [`您的账号 ${input.username} 于 ${formatTime(input.at)}绑定了这个邮箱，此后可以用它登录和找回密码。`],
  );
}

/** a****@example.com: enough for the owner to recognise, too little for anyone else. */
export function maskEmail(email: string): string {
  const [name, domain] = email.split('@');
  return `${name.slice(0, 1)}****@${domain}`;
}
