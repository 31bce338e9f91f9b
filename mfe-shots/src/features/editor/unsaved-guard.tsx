import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useNavigate } from 'react-router-dom';
import { confirmReturningFocus } from './confirm';

const TITLE = '有未保存的修改';
const CONTENT = '离开后，未保存的修改将会丢失。确定要离开吗？';

/** Closing or reloading the tab with unsaved edits asks the browser's own question. */
function useBeforeUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/** With a data router: react-router's blocker covers links, back/forward and navigate() alike. */
function DataRouterGuard({ dirty }: { dirty: boolean }) {
  // The editor's own moves (create -> /post/shot/{id}, delete -> /post/shot/create) happen right
  // after a save, before `dirty` has re-rendered to false, so they are never blocked.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith('/post/shot/'),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmReturningFocus({ title: TITLE, content: CONTENT, okText: '离开', cancelText: '留下', onOk: () => blocker.proceed(), onCancel: () => blocker.reset() });
  }, [blocker]);
  return null;
}

/**
 * With a plain <BrowserRouter> (the shell's), useBlocker is unavailable: in-site link clicks are
 * caught before the router sees them and confirmed first.
 */
function LinkGuard({ dirty }: { dirty: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!dirty) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.origin !== window.location.origin) return;
      if (anchor.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      const to = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      confirmReturningFocus({ title: TITLE, content: CONTENT, okText: '离开', cancelText: '留下', onOk: () => navigate(to) });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty, navigate]);
  return null;
}

/** Warns before leaving the editor with unsaved edits (spec 4). */
export function UnsavedGuard({ dirty }: { dirty: boolean }) {
  useBeforeUnload(dirty);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <DataRouterGuard dirty={dirty} /> : <LinkGuard dirty={dirty} />;
}
