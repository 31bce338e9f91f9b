import type { ComponentType } from 'react';
import type { PageId, RemoteName } from '../contract';

/**
 * What a remote's `./routes` module exports. The shell owns the route table (contract/paths.ts)
 * and renders the page component the owning remote gives for each page id.
 */
export interface RemoteRoutesModule {
  pages: Partial<Record<PageId, ComponentType>>;
}

/** Widgets the shell composes on the home page; exposed as `./widgets`. */
export type WidgetId = 'courseHomeSections' | 'shotsHomeSection';

export interface RemoteWidgetsModule {
  widgets: Partial<Record<WidgetId, ComponentType>>;
}

/**
 * The podcast player bar, exposed by the podcast remote as `./player-bar`. The shell mounts it once
 * in its layout, and only once an episode is current (podcastActiveAtom), so `/` never loads it.
 */
export interface RemotePlayerBarModule {
  PlayerBar: ComponentType;
}

/** Module Federation container names, one per remote. */
export const REMOTE_CONTAINER: Record<RemoteName, string> = {
  course: 'mfe_course',
  shots: 'mfe_shots',
  podcast: 'mfe_podcast',
  account: 'mfe_account',
  forms: 'mfe_forms',
};
