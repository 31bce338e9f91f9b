import type { ReactNode } from 'react';
import { useAuthCheck } from '../auth/use-auth-check';
import { LoginModal } from '../login/login-modal';
import { NoticeBar } from './notice-bar';
import { PodcastPlayerSlot } from './podcast-player-slot';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useUnreadPoll } from './use-unread-poll';

/**
 * The frame around every page (its stylesheet, site-layout.css, is inlined into the page by the build): navigation, notice bar, login modal, footer, podcast player bar. It also runs the
 * start-up auth check and the unread poll, so it must be mounted once, above the routes.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  useAuthCheck();
  useUnreadPoll();
  return (
    <div className="site-layout">
      <SiteHeader />
      <NoticeBar />
      <main className="site-main">{children}</main>
      <SiteFooter />
      <PodcastPlayerSlot />
      <LoginModal />
    </div>
  );
}
