import { useEffect, useState } from 'react';

/**
 * Says the new page's title when the route changes (a single-page app never reloads, so a screen reader would
 * otherwise stay silent). Pages set their title themselves once their remote has loaded (usePageTitle), so this
 * listens to the <title> element rather than to the router.
 */
export function RouteAnnouncer() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    const title = document.querySelector('title');
    if (!title) return undefined;
    const observer = new MutationObserver(() => setMessage(document.title));
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div className="site-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
