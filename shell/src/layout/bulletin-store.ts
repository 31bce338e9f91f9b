import { CLOSED_BULLETIN_COOKIE, getStored, setStored } from '@site/shared';

// Closed bulletins persist in the common storage (spec 2 and 3), so a closed one never returns.

const YEAR_S = 365 * 24 * 60 * 60;

export function getClosedBulletinIds(): number[] {
  const stored = getStored('closedBulletinIds');
  return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
}

export function isBulletinClosed(id: number): boolean {
  return getClosedBulletinIds().includes(id);
}

/**
 * The server draws the bar into the page before any script runs; this cookie tells it the bulletin is
 * closed here, so a closed bar is not drawn and then taken away (which would move the page up).
 */
export function tellServerBulletinClosed(id: number): void {
  if (!document.cookie.split('; ').includes(`${CLOSED_BULLETIN_COOKIE}=${id}`)) {
    document.cookie = `${CLOSED_BULLETIN_COOKIE}=${id}; path=/; max-age=${YEAR_S}; samesite=lax`;
  }
}

export function closeBulletin(id: number): void {
  const closed = getClosedBulletinIds();
  if (!closed.includes(id)) setStored('closedBulletinIds', [...closed, id]);
  tellServerBulletinClosed(id);
}
