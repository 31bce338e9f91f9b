import fs from 'node:fs';
import type { SiteConfig } from '@site/shared/contract';
import type { Config } from '../../platform/config';
import { SSO_LOGIN_PATH } from '../sso/service';
import { jsonForScript } from './html-escape';
import { systemClock, type Clock } from '../../platform/clock';

export function siteConfigFor(config: Config): Partial<SiteConfig> {
  const optional = {
    adminUrl: config.ADMIN_URL,
    designNavUrl: config.DESIGN_NAV_URL,
    accountSecurityUrl: config.ACCOUNT_SECURITY_URL,
    filingNumber: config.FILING_NUMBER,
  };
  return {
    siteName: config.SITE_NAME,
    authMode: config.AUTH_MODE,
    // sso mode: the login action goes to our server, which starts the OpenID Connect sign-in; logout is
    // the /logout route in both modes (the server answers where the provider's logout is).
    loginUrl: SSO_LOGIN_PATH,
    logoutUrl: '/logout',
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

/**
 * The shell's index.html with the site settings embedded as a JSON data block (not a script that runs,
 * so a strict CSP holds). `<` is escaped so a value can never close the element.
 */
export function injectSiteConfig(html: string, settings: Partial<SiteConfig>): string {
  return withHeadTags(html, `<script id="site-config" type="application/json">${jsonForScript(settings)}</script>`);
}

/** The page with the tags placed before </head> (or in front when the template has no head). */
export function withHeadTags(html: string, tags: string): string {
  return html.includes('</head>') ? html.replace('</head>', () => `${tags}</head>`) : `${tags}${html}`;
}

/** The page with its own head (page-head.ts) in place of the template's <title>. */
export function withPageHead(html: string, tags: string): string {
  return withHeadTags(html.replace(/<title>[^<]*<\/title>/, ''), tags);
}

/** The shell's page and which build of it this is (its file's modification time). */
export interface ShellHtml {
  html: string;
  build: number;
}

/** How long the shell's page is answered before its file is looked at again for a new build. */
const SHELL_CHECK_MS = 1000;

/**
 * Whether a file of the shell's build is due a look for a new build: at most once a second by the app's clock (a
 * look on every page answer cost a member's page a twentieth of its time).
 */
export function shellLookDue(clock: Clock): () => boolean {
  let lookedAt = Number.NEGATIVE_INFINITY;
  return () => {
    const now = clock.now().getTime();
    if (now - lookedAt < SHELL_CHECK_MS) return false;
    lookedAt = now;
    return true;
  };
}

/** Reads index.html again only when the file changes (a new shell build), looked at once a second (shellLookDue). */
export function createShellHtmlCache(indexFile: string, settings: Partial<SiteConfig>, clock: Clock = systemClock) {
  let cached: ShellHtml | null = null;
  const due = shellLookDue(clock);
  return async (): Promise<ShellHtml | null> => {
    if (cached && !due()) return cached;
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(indexFile);
    } catch {
      cached = null;
      return null;
    }
    if (!cached || cached.build !== stat.mtimeMs) {
      cached = { build: stat.mtimeMs, html: injectSiteConfig(await fs.promises.readFile(indexFile, 'utf8'), settings) };
    }
    return cached;
  };
}
