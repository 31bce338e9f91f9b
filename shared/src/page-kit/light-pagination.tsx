import { useId } from 'react';
import '@arco-design/web-react/es/Pagination/style/index.css';
import '../light/arco-look';

export interface LightPaginationProps {
  /** 1-based. */
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Previous, "2 / 9", next: for narrow screens. */
  simple?: boolean;
  className?: string;
}

/** Pages around the current one kept on each side before the rest fold into "…" (Arco's bufferSize). */
const BUFFER = 2;

type Item = number | 'fold-before' | 'fold-after';

/** The page numbers shown: all when few, else the first, the last and BUFFER around the current, folded between. */
export function pageItems(current: number, pages: number): Item[] {
  if (pages <= 4 + BUFFER * 2) return Array.from({ length: pages }, (_, index) => index + 1);
  const left = Math.max(2, Math.min(current - BUFFER, pages - 1 - BUFFER * 2));
  const right = Math.min(pages - 1, Math.max(current + BUFFER, 2 + BUFFER * 2));
  const items: Item[] = [1];
  if (left > 2) items.push('fold-before');
  for (let page = left; page <= right; page += 1) items.push(page);
  if (right < pages - 1) items.push('fold-after');
  items.push(pages);
  return items;
}

function PageButton({ page, current, onChange, label, disabled = false, children }: { page: number; current: number; onChange: (page: number) => void; label: string; disabled?: boolean; children: React.ReactNode }) {
  const active = page === current && !disabled && label.startsWith('第');
  const classes = ['arco-pagination-item'];
  if (active) classes.push('arco-pagination-item-active');
  if (disabled) classes.push('arco-pagination-item-disabled');
  return (
    <li className={classes.join(' ')}>
      <button type="button" className="site-page-button" aria-label={label} aria-current={active ? 'page' : undefined} disabled={disabled} onClick={() => onChange(page)}>
        {children}
      </button>
    </li>
  );
}

/**
 * Arco's pagination look without its JavaScript: previous, page numbers (folded with "…" past ten pages),
 * next; every item a native button, the current page marked for screen readers.
 */
export function LightPagination({ current, pageSize, total, onChange, simple = false, className }: LightPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const labelId = useId();
  const go = (page: number) => {
    if (page >= 1 && page <= pages && page !== current) onChange(page);
  };
  const classes = ['arco-pagination', 'arco-pagination-size-default'];
  if (simple) classes.push('arco-pagination-simple');
  if (className) classes.push(className);
  return (
    <nav className={classes.join(' ')} aria-labelledby={labelId}>
      <span id={labelId} className="site-visually-hidden">
        分页
      </span>
      <ul className="arco-pagination-list">
        <PageButton page={current - 1} current={current} onChange={go} label="上一页" disabled={current <= 1}>
          ‹
        </PageButton>
        {simple ? (
          <li className="arco-pagination-item-simple-pager" aria-live="polite">
            {current} / {pages}
          </li>
        ) : (
          pageItems(current, pages).map((item) =>
            typeof item === 'number' ? (
              <PageButton key={item} page={item} current={current} onChange={go} label={`第 ${item} 页`}>
                {item}
              </PageButton>
            ) : (
              <PageButton key={item} page={item === 'fold-before' ? Math.max(1, current - (BUFFER * 2 + 1)) : Math.min(pages, current + BUFFER * 2 + 1)} current={current} onChange={go} label={item === 'fold-before' ? `向前 ${BUFFER * 2 + 1} 页` : `向后 ${BUFFER * 2 + 1} 页`}>
                …
              </PageButton>
            ),
          )
        )}
        <PageButton page={current + 1} current={current} onChange={go} label="下一页" disabled={current >= pages}>
          ›
        </PageButton>
      </ul>
    </nav>
  );
}
