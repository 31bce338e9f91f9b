import { STORAGE_KEY } from '../contract';

/** Everything the site keeps in the browser, under one common key (spec 3). */
export interface StoredState {
  hasFoldMenus: boolean;
  isLogin: boolean;
  /** The banner tab the user last looked at. */
  latestBannerTab: string;
  /** Bulletins the user closed; a closed bulletin never shows again. */
  closedBulletinIds: number[];
  /** Podcast playback speed, remembered across visits. */
  podcastSpeed: number;
  /** Podcast episode id -> second the listener left it at (resumed on the next play). */
  podcastPositions: Record<string, number>;
  /** The episode the podcast bar last played (what a reload offers to resume); gone once the bar is closed. */
  podcastLastEpisode: { id: number; title: string; preview: string; duration: number };
  /** Random id of this browser sent with remote load reports, so the release console can say which version it got. */
  visitorId: string;
}

export type StoredKey = keyof StoredState;

function storage(): Storage | null {
  // Private mode and some embedded browsers throw on access; the site works without storage.
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The whole stored object; a missing or corrupt value reads as empty. */
export function readStore(): Partial<StoredState> {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<StoredState>) : {};
  } catch {
    return {};
  }
}

export function getStored<K extends StoredKey>(key: K): StoredState[K] | undefined {
  return readStore()[key];
}

/** Merges a patch into the stored object so other packages' keys are kept. */
export function updateStore(patch: Partial<StoredState>): void {
  const target = storage();
  if (!target) return;
  try {
    target.setItem(STORAGE_KEY, JSON.stringify({ ...readStore(), ...patch }));
  } catch {
    // Quota exceeded or storage disabled: losing a preference is better than breaking the page.
  }
}

export function setStored<K extends StoredKey>(key: K, value: StoredState[K]): void {
  updateStore({ [key]: value } as Partial<StoredState>);
}

export function removeStored(key: StoredKey): void {
  const next = readStore();
  delete next[key];
  const target = storage();
  if (!target) return;
  try {
    target.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // See updateStore.
  }
}
