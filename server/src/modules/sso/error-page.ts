const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The page a failed sign-in lands on (the browser came from the provider, so there is no app to show
 * a toast): what went wrong, a way to try again and a way home. Plain HTML, no script (site CSP).
 */
export function renderSignInFailedPage(siteName: string, message: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>登录失败 - ${escapeHtml(siteName)}</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f3f5;color:#1d2129}
main{max-width:420px;margin:0 auto;padding:64px 20px}
.card{background:#fff;border-radius:12px;padding:28px 20px;text-align:center;box-shadow:0 2px 8px rgba(0,0,0,.06)}
h1{font-size:18px;margin:0 0 12px}p{color:#4e5969;margin:0 0 24px}
a{display:inline-block;margin:0 8px;padding:8px 20px;border-radius:6px;text-decoration:none}
.primary{background:#165dff;color:#fff}.plain{color:#165dff}
</style>
</head>
<body><main><div class="card">
<h1>登录没有完成</h1>
<p>${escapeHtml(message)}</p>
<a class="primary" href="/sso/login">重新登录</a><a class="plain" href="/">返回首页</a>
</div></main></body>
</html>`;
}
