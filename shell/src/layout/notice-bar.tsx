import { LightIconClose, LightIconSound, useRequest } from '@site/shared';
import { useEffect, useState } from 'react';
import { getLatestBulletin } from './api/get-latest-bulletin';
import { closeBulletin, isBulletinClosed, tellServerBulletinClosed } from './bulletin-store';
import { embeddedBulletin } from './embedded-page-data';

/** The latest bulletin under the bar; once closed, that bulletin stays closed on this browser (spec 2). */
export function NoticeBar() {
  // The page's HTML carries the bulletin, so the bar is there at the first paint instead of pushing the page
  // down when an answer arrives; only a page without it (dev server) asks. No error shown: without a
  // bulletin the bar simply stays away.
  const [embedded] = useState(embeddedBulletin);
  const { data: fetched } = useRequest(embedded === undefined ? 'bulletin/message' : null, getLatestBulletin);
  const bulletin = embedded === undefined ? fetched : embedded;
  const [closedNow, setClosedNow] = useState<number | null>(null);
  const closedBefore = bulletin ? isBulletinClosed(bulletin.id) : false;
  useEffect(() => {
    // Closed on this browser before the cookie existed: say so, for the next page the server draws.
    if (bulletin && closedBefore) tellServerBulletinClosed(bulletin.id);
  }, [bulletin, closedBefore]);

  if (!bulletin || closedNow === bulletin.id || closedBefore) return null;

  return (
    <div className="site-notice" role="region" aria-label="站点公告">
      <div className="site-notice-inner">
        <LightIconSound className="site-notice-icon" aria-hidden="true" />
        <p className="site-notice-text">{bulletin.description}</p>
        <button
          type="button"
          className="site-notice-close"
          aria-label="关闭公告"
          onClick={() => {
            closeBulletin(bulletin.id);
            setClosedNow(bulletin.id);
          }}
        >
          <LightIconClose />
        </button>
      </div>
    </div>
  );
}
