import type { PageId } from '@site/shared';
import type { ComponentType } from 'react';
import { LogoutPage } from '../auth/logout-page';
import { HomePage } from '../home/home-page';
import { RemotePage } from '../remotes/remote-page';
import type { RouteEntry } from './route-table';

/** Pages the shell renders itself (route owner 'shell' in contract/paths.ts). */
const shellPages: Partial<Record<PageId, ComponentType>> = { home: HomePage, logout: LogoutPage };

/** What renders a route: the shell's own pages, or the owning remote's page. */
export function PageElement({ entry }: { entry: RouteEntry }) {
  // Keyed by page so that moving between two pages of the same kind never reuses one page's
  // error or loading state for the other.
  if (entry.owner !== 'shell') return <RemotePage key={entry.id} id={entry.id} remote={entry.owner} />;
  const ShellPage = shellPages[entry.id];
  if (!ShellPage) throw new Error(`route ${entry.id} is owned by the shell but the shell has no page for it`);
  return <ShellPage />;
}
