import { Tooltip } from '@arco-design/web-react';
import type { ReactElement } from 'react';

/** Arco's tooltip around a bar: loaded on the first hover or focus of a bar (gantt-bar.tsx), not with the page. */
export function GanttBarTooltip({ content, openAtStart, children }: { content: string; openAtStart: boolean; children: ReactElement }) {
  return (
    <Tooltip content={content} trigger={['hover', 'focus']} defaultPopupVisible={openAtStart}>
      {children}
    </Tooltip>
  );
}
