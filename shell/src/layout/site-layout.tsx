import type { ReactNode } from 'react';
import { useAuthCheck } from '../auth/use-auth-check';
import { LoginModal } from '../login/login-modal';
import { NoticeBar } from './notice-bar';
import { PodcastPlayerSlot } from './podcast-player-slot';
import { RouteAnnouncer } from './route-announcer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';
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
      <SkipLink />
      <RouteAnnouncer />
      <SiteHeader />
      <NoticeBar />
      {/* tabIndex -1: the skip link can hand it the focus, the Tab key never stops on it. */}
      <main className="site-main" id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <PodcastPlayerSlot />
      <LoginModal />
    </div>
  );
}
