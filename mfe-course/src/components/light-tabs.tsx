import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import '@arco-design/web-react/es/Tabs/style/index.css';

export interface LightTab<K extends string> {
  key: K;
  title: string;
  /** Drawn the first time its tab is shown, then kept (as Arco's `lazyload`). */
  content: ReactNode;
}

export interface LightTabsProps<K extends string> {
  tabs: readonly LightTab<K>[];
  activeKey: K;
  onChange: (key: K) => void;
}

/** The keys of the ARIA tabs pattern, and where each goes from the tab at `index` of `count` (wrapping at the ends). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Puts Arco's blue bar under the tab shown; measured as Arco does, again when the row's width changes (fonts, window). */
function useInk(activeIndex: number) {
  const headerRef = useRef<HTMLDivElement>(null);
  const inkRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const header = headerRef.current;
    const ink = inkRef.current;
    if (!header || !ink) return undefined;
    const place = () => {
      const title = header.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!title) return;
      // Set on the element rather than rendered: the server cannot measure, and a rendered style would not match.
      ink.style.left = `${title.offsetLeft}px`;
      ink.style.width = `${title.offsetWidth}px`;
    };
    place();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(place);
    observer.observe(header);
    return () => observer.disconnect();
  }, [activeIndex]);
  return { headerRef, inkRef };
}

/**
 * Arco's line tabs (same classes, same look) without Arco's JavaScript, with the ARIA tabs pattern: a tablist of
 * tabs, each controlling its tabpanel; → ← move along the row wrapping at the ends, Home/End go to the first and
 * last, and the tab reached is shown; Enter and Space show the focused one. As the site's other (Arco) tabs, every
 * tab stays a Tab stop. A pane not shown is `inert`: what it holds (kept once opened) leaves the Tab order.
 */
export function LightTabs<K extends string>({ tabs, activeKey, onChange }: LightTabsProps<K>) {
  const idPrefix = useId();
  const tabId = (index: number) => `${idPrefix}-tab-${index}`;
  const panelId = (index: number) => `${idPrefix}-panel-${index}`;
  const activeIndex = Math.max(0, tabs.findIndex((tab) => tab.key === activeKey));
  const { headerRef, inkRef } = useInk(activeIndex);
  const titles = useRef<(HTMLDivElement | null)[]>([]);

  const [opened, setOpened] = useState<ReadonlySet<K>>(() => new Set([activeKey]));
  // Storing information from previous renders: the panes drawn once stay drawn.
  if (!opened.has(activeKey)) setOpened(new Set([...opened, activeKey]));

  const show = (index: number) => {
    const tab = tabs[index];
    if (tab && tab.key !== activeKey) onChange(tab.key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show(index);
      return;
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    titles.current[next]?.focus();
    show(next);
  };

  return (
    <div className="arco-tabs arco-tabs-horizontal arco-tabs-line arco-tabs-top arco-tabs-size-default">
      <div className="arco-tabs-header-nav arco-tabs-header-nav-horizontal arco-tabs-header-nav-top arco-tabs-header-size-default arco-tabs-header-nav-line">
        <div className="arco-tabs-header-scroll">
          <div className="arco-tabs-header-wrapper">
            <div ref={headerRef} className="arco-tabs-header" role="tablist">
              {tabs.map((tab, index) => {
                const active = index === activeIndex;
                return (
                  <div
                    key={tab.key}
                    ref={(element) => {
                      titles.current[index] = element;
                    }}
                    className={active ? 'arco-tabs-header-title arco-tabs-header-title-active' : 'arco-tabs-header-title'}
                    role="tab"
                    id={tabId(index)}
                    aria-selected={active}
                    aria-controls={panelId(index)}
                    tabIndex={0}
                    onClick={() => show(index)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    <span className="arco-tabs-header-title-text">{tab.title}</span>
                  </div>
                );
              })}
              <div ref={inkRef} className="arco-tabs-header-ink" />
            </div>
          </div>
        </div>
      </div>
      <div className="arco-tabs-content arco-tabs-content-horizontal">
        {/* Arco's panes sit side by side; the row is pulled left to the one shown, the others have no height. */}
        <div className="arco-tabs-content-inner" style={{ marginLeft: `-${activeIndex * 100}%` }}>
          {tabs.map((tab, index) => {
            const active = index === activeIndex;
            return (
              <div
                key={tab.key}
                className={active ? 'arco-tabs-content-item arco-tabs-content-item-active' : 'arco-tabs-content-item'}
                role="tabpanel"
                id={panelId(index)}
                aria-labelledby={tabId(index)}
                aria-hidden={active ? undefined : true}
                inert={!active}
                tabIndex={active ? 0 : -1}
              >
                {active || opened.has(tab.key) ? <div className="arco-tabs-pane">{tab.content}</div> : null}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
