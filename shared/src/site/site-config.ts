// Runtime settings the server injects into the shell's HTML as window.__SITE_CONFIG__,
// so one build runs under any configuration (no rebuild to change the site name or auth mode).

export type AuthMode = 'modal' | 'sso';

export interface SiteConfig {
  siteName: string;
  authMode: AuthMode;
  /** External login page used in `sso` mode. */
  loginUrl: string;
  /** External logout page used in `sso` mode; `modal` mode uses the /logout route. */
  logoutUrl: string;
  adminUrl: string;
  designNavUrl: string;
  accountSecurityUrl: string;
  filingNumber: string;
}

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

export function getSiteConfig(): SiteConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__SITE_CONFIG__;
  return { ...defaults, ...injected };
}

/** Page titles carry the site-name suffix (spec 2). */
export function formatPageTitle(title: string, siteName = getSiteConfig().siteName): string {
  return title ? `${title} - ${siteName}` : siteName;
}
