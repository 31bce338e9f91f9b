import { formatDate, useFirstUse } from '@site/shared';
import { forwardRef, lazy, Suspense, useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import type { GanttBar as Bar } from './gantt-layout';
import { readableTextOn } from './readable-text';

const GanttBarTooltip = lazy(() => import('./gantt-bar-tooltip').then((module) => ({ default: module.GanttBarTooltip })));

type BarBoxProps = ComponentPropsWithoutRef<'div'> & { bar: Bar; /** Focused when drawn (it replaced a focused bar). */ focusAtStart?: boolean };

/** The bar itself; Arco's Tooltip clones it with its own handlers once loaded, hence the ref and props. */
const BarBox = forwardRef<HTMLDivElement, BarBoxProps>(function BarBox({ bar, focusAtStart = false, ...rest }, ref) {
  const own = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (focusAtStart) own.current?.focus();
    // Only as it is first drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      tabIndex={0}
      aria-label={`${bar.item.classname} ${formatDate(bar.item.starttime)} 至 ${formatDate(bar.item.endtime)}`}
      style={{
        position: 'absolute',
        left: `${bar.left}%`,
        width: `${Math.max(bar.width, 0.5)}%`,
        height: '100%',
        background: bar.item.class_color || 'rgb(var(--primary-6))',
        borderRadius: 4,
        color: readableTextOn(bar.item.class_color),
        fontSize: 12,
        lineHeight: '30px',
        padding: '0 6px',
        whiteSpace: 'nowrap',
        overflow: 'visible',
      }}
      {...rest}
    >
      {bar.item.classname}
    </div>
  );
});

/**
 * One class on the timeline, its dates in a tooltip. The bar is plain; the tooltip's code (Arco) comes on the first
 * hover, focus or tap and opens at once when the pointer or the focus is still there; a focused bar keeps the focus.
 */
export function GanttBar({ bar }: { bar: Bar }) {
  const { armed, open, focused, handlers } = useFirstUse();
  const plain = <BarBox bar={bar} {...handlers} />;
  if (!armed) return plain;
  const content = `${bar.item.classname}：${formatDate(bar.item.starttime)} 至 ${formatDate(bar.item.endtime)}（${bar.days}天）`;
  return (
    <Suspense fallback={plain}>
      <GanttBarTooltip content={content} openAtStart={open || focused}>
        <BarBox bar={bar} focusAtStart={focused} />
      </GanttBarTooltip>
    </Suspense>
  );
}
