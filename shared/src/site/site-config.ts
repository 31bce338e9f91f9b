// Runtime settings the server embeds in the shell's HTML as a JSON block
// (<script id="site-config" type="application/json">), so one build runs under any configuration
// (no rebuild to change the site name or auth mode). Dev hosts and tests may set window.__SITE_CONFIG__.

import type { SiteConfig } from '../contract/site-settings';
import { pageTitle } from '../contract/paths';

export type { AuthMode, SiteConfig } from '../contract/site-settings';

const defaults: SiteConfig = {
  siteName: '设计学堂',
  authMode: 'modal',
  loginUrl: '/login',
  logoutUrl: '/logout',
  adminUrl: '/admin',
  designNavUrl: 'https://hao.uisdc.com/',
  accountSecurityUrl: '/account?tab=security',
  filingNumber: '京ICP备00000000号',
};

declare global {
  interface Window {
    __SITE_CONFIG__?: Partial<SiteConfig>;
  }
}

function readEmbedded(): Partial<SiteConfig> | undefined {
  if (typeof document === 'undefined') return undefined;
  const block = document.getElementById('site-config');
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as Partial<SiteConfig>;
  } catch {
    return undefined;
  }
}

/** On the server (a page render, issue 41): the settings the server embeds in every page it sends. */
let serverSettings: Partial<SiteConfig> | undefined;

/** Called once by the server's page renderer, which has no document to read the settings from. */
export function setServerSiteConfig(settings: Partial<SiteConfig>): void {
  serverSettings = settings;
}

export function getSiteConfig(): SiteConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__SITE_CONFIG__;
  return { ...defaults, ...serverSettings, ...readEmbedded(), ...injected };
}

/** Page titles carry the site-name suffix (spec 2). */
export function formatPageTitle(title: string, siteName = getSiteConfig().siteName): string {
  return pageTitle(title, siteName);
}
