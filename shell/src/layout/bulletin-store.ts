import { getStored, setStored } from '@site/shared';

// Closed bulletins persist in the common storage (spec 2 and 3), so a closed one never returns.

export function getClosedBulletinIds(): number[] {
  const stored = getStored('closedBulletinIds');
  return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
}

export function isBulletinClosed(id: number): boolean {
  return getClosedBulletinIds().includes(id);
}

export function closeBulletin(id: number): void {
  const closed = getClosedBulletinIds();
  if (!closed.includes(id)) setStored('closedBulletinIds', [...closed, id]);
}
