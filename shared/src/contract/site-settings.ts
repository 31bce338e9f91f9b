// The site settings the server embeds in the shell's HTML (React-free: the server writes them).

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
