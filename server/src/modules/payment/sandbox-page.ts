import { fenToYuan } from '@site/shared/contract';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface SandboxPageModel {
  siteName: string;
  title: string;
  amountFen?: number;
  courseTitle?: string;
  /** Shown as the page's message (paid, expired, invalid link...). */
  message?: string;
  tone?: 'ok' | 'warn';
  /** When set, the page shows the confirm form posting to this action. */
  form?: { action: string; sig: string; amountFen: number };
}

/**
 * The sandbox payer page: plain HTML with inline CSS and a plain form (no script, so the site's
 * CSP applies unchanged), sized for a phone that scanned the QR.
 */
export function renderSandboxPage(model: SandboxPageModel): string {
  const amount = model.amountFen !== undefined ? `<p class="amount">¥${escapeHtml(fenToYuan(model.amountFen))}</p>` : '';
  const course = model.courseTitle ? `<p class="course">${escapeHtml(model.courseTitle)}</p>` : '';
  const message = model.message ? `<p class="msg ${model.tone ?? 'warn'}">${escapeHtml(model.message)}</p>` : '';
  const form = model.form
    ? `<form method="post" action="${escapeHtml(model.form.action)}">
  <input type="hidden" name="sig" value="${escapeHtml(model.form.sig)}">
  <input type="hidden" name="amount" value="${model.form.amountFen}">
  <button type="submit">确认支付</button>
</form>
<p class="hint">这是沙箱支付，不会产生真实扣款。</p>`
    : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(model.title)} - ${escapeHtml(model.siteName)}</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f3f5;color:#1d2129}
main{max-width:420px;margin:0 auto;padding:32px 20px}
.card{background:#fff;border-radius:12px;padding:28px 20px;text-align:center;box-shadow:0 2px 8px rgba(0,0,0,.06)}
h1{font-size:18px;margin:0 0 16px}
.course{font-size:15px;color:#4e5969;margin:0 0 8px}
.amount{font-size:36px;font-weight:600;margin:8px 0 24px}
button{width:100%;padding:14px;border:0;border-radius:8px;background:#165dff;color:#fff;font-size:17px}
.msg{font-size:16px;margin:16px 0 0}.ok{color:#00b42a}.warn{color:#f53f3f}
.hint{font-size:12px;color:#86909c;margin-top:16px}
</style>
</head>
<body><main><div class="card">
<h1>${escapeHtml(model.title)}</h1>
${course}${amount}${message}${form}
</div></main></body>
</html>`;
}
