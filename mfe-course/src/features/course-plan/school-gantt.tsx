import type { ClassPlanItem } from '@site/shared';
import { SectionHeader } from '../../components/section-header';
import { GanttBar } from './gantt-bar';
import { layoutGantt } from './gantt-layout';

/** One school's answer: its classes, or the failure (each school fails on its own). */
export type SchoolPlan = { items: ClassPlanItem[]; error?: undefined } | { items?: undefined; error: unknown };

/** One school's classes as horizontal bars on a day timeline; bar colour is the class colour. */
export function SchoolGantt({ name, plan }: { name: string; plan: SchoolPlan }) {
  const { items, error } = plan;
  const layout = items ? layoutGantt(items) : null;
  return (
    <section aria-label={`${name}课表`} style={{ marginBottom: 24 }}>
      <SectionHeader title={name} />
      {error ? <p role="alert" style={{ color: 'rgb(var(--danger-6))' }}>获取课表出错，请稍后再试</p> : null}
      {!error && !layout ? <p style={{ color: 'var(--color-text-3)' }}>暂无排课</p> : null}
      {layout ? (
        <div style={{ overflowX: 'auto' }}>
          <div style={{ minWidth: 640, background: 'var(--color-bg-2)', borderRadius: 8, padding: 12 }}>
            <div style={{ position: 'relative', paddingTop: 22 }}>
            {layout.months.map((month) => (
              <span key={month.label} style={{ position: 'absolute', top: 0, left: `${month.left}%`, fontSize: 12, color: 'var(--color-text-3)', borderLeft: '1px solid var(--color-border-3)', paddingLeft: 4 }}>
                {month.label}
              </span>
            ))}
            {layout.bars.map((bar) => (
              <div key={`${bar.item.classname}-${bar.item.starttime}`} style={{ position: 'relative', height: 30, margin: '4px 0' }}>
                <GanttBar bar={bar} />
              </div>
            ))}
            </div>
          </div>
        </div>
      ) : null}
    </section>
  );
}
