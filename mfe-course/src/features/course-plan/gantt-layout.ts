import type { ClassPlanItem } from '@site/shared/contract';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Percent of the width two month labels need so they do not overlap. */
const MIN_LABEL_GAP = 8;

export interface GanttBar {
  item: ClassPlanItem;
  /** Percent of the timeline width. */
  left: number;
  width: number;
  days: number;
}

export interface GanttLayout {
  start: number;
  end: number;
  bars: GanttBar[];
  /** First day of each month inside the range, with its offset in percent. */
  months: { label: string; left: number }[];
}

const dayOf = (value: string) => {
  const date = new Date(`${value.slice(0, 10)}T00:00:00`);
  return date.getTime();
};

/**
 * Places each class on a day-based timeline from the earliest start to the latest end, both days
 * inclusive. Classes with unreadable dates are left out rather than drawn at the epoch.
 */
export function layoutGantt(items: ClassPlanItem[]): GanttLayout | null {
  const valid = items.filter((item) => Number.isFinite(dayOf(item.starttime)) && Number.isFinite(dayOf(item.endtime)));
  if (valid.length === 0) return null;
  const start = Math.min(...valid.map((item) => dayOf(item.starttime)));
  const end = Math.max(...valid.map((item) => Math.max(dayOf(item.endtime), dayOf(item.starttime)))) + DAY_MS;
  const span = end - start;
  const bars = valid.map((item) => {
    const from = dayOf(item.starttime);
    const to = Math.max(dayOf(item.endtime), from) + DAY_MS;
    return { item, left: ((from - start) / span) * 100, width: ((to - from) / span) * 100, days: Math.round((to - from) / DAY_MS) };
  });
  const months: GanttLayout['months'] = [];
  const cursor = new Date(start);
  cursor.setDate(1);
  while (cursor.getTime() < end) {
    const at = Math.max(cursor.getTime(), start);
    const left = ((at - start) / span) * 100;
    const label = `${cursor.getFullYear()}.${String(cursor.getMonth() + 1).padStart(2, '0')}`;
    // A partial first month a few days long would print its label on top of the next one's.
    if (months.length === 1 && left - months[0].left < MIN_LABEL_GAP) months[0] = { label, left: months[0].left };
    else months.push({ label, left });
    cursor.setMonth(cursor.getMonth() + 1);
  }
  return { start, end, bars, months };
}
