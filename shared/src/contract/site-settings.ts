// The site settings the server embeds in the shell's HTML (React-free: the server writes them).

import type { Bulletin, User } from './entities';

export type AuthMode = 'modal' | 'sso';

export interface SiteConfig {
  siteName: string;
  authMode: AuthMode;
  /** Where the login action goes in `sso` mode: the server's /sso/login, which starts the OpenID Connect sign-in. */
  loginUrl: string;
  /** Where 退出登录 goes in `sso` mode: the /logout route, which then follows the server to the provider's logout. */
  logoutUrl: string;
  adminUrl: string;
  designNavUrl: string;
  accountSecurityUrl: string;
  filingNumber: string;
}

/**
 * Data the server embeds in the shell's HTML per request (`<script id="site-data" type="application/json">`),
 * so the frame paints complete without asking: the notice bar's latest bulletin (null: none published),
 * and whether the request for the page carried a session (false: a visitor, whom a page that needs a
 * login sends home at once instead of after the start-up check). On a member's page rendered on the server
 * (issue 41) also the member, as GET /account/info answers: the render drew the page for them, and the
 * browser's first render must draw the same (the page is then sent `private, no-store`).
 */
export interface ShellPageData {
  bulletin: Bulletin | null;
  signedIn: boolean;
  user?: User;
}
