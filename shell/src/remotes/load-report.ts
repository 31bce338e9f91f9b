import { API_PREFIX, getStored, setStored, type RemoteName } from '@site/shared';

/** One remote load as the server's telemetry takes it (POST /release/telemetry), always about the active version. */
export interface LoadReport {
  remote: RemoteName;
  version: string;
  kind: 'load' | 'fallback' | 'failure';
  servedVersion?: string;
  /** This browser's random id (local storage), looked up in the release console. */
  visitorId?: string;
}

/**
 * What a finished load says about the active version: it loaded, it failed and `served` (an older
 * version) was used instead, or nothing loaded (served is null).
 */
export function describeLoad(remote: RemoteName, active: string, served: string | null): LoadReport {
  if (served === null) return { remote, version: active, kind: 'failure' };
  if (served === active) return { remote, version: active, kind: 'load' };
  return { remote, version: active, kind: 'fallback', servedVersion: served };
}

export const TELEMETRY_URL = `${API_PREFIX}/release/telemetry`;

/** This browser's visitor id, made on first use; none when storage is unavailable (the report goes without). */
export function visitorId(): string | undefined {
  const known = getStored('visitorId');
  if (known) return known;
  if (typeof crypto === 'undefined' || typeof crypto.getRandomValues !== 'function') return undefined;
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const made = `v-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  setStored('visitorId', made);
  return getStored('visitorId') === made ? made : undefined;
}

/** However busy the page stays, reports go out within this long. */
export const REPORT_IDLE_TIMEOUT_MS = 3000;

const pending: LoadReport[] = [];
let flushScheduled = false;

/**
 * Queues the report and sends it with sendBeacon once the page is idle (or as it is left, whichever comes
 * first): a report is made as a remote finishes loading, in the middle of the start-up, and a beacon with its
 * first storage read costs the main thread a few milliseconds that the page's first render needs more.
 * Reporting never breaks a page.
 */
export function sendLoadReport(report: LoadReport): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  pending.push(report);
  if (flushScheduled) return;
  flushScheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(flushLoadReports, { timeout: REPORT_IDLE_TIMEOUT_MS });
  else setTimeout(flushLoadReports, 0);
  addEventListener('pagehide', flushLoadReports, { once: true });
}

/** Sends every queued report now (survives leaving the page, never delays it). */
export function flushLoadReports(): void {
  flushScheduled = false;
  removeEventListener('pagehide', flushLoadReports);
  const reports = pending.splice(0);
  if (reports.length === 0) return;
  // One storage read for the whole flush, not one per report (the store's reads never throw).
  const id = visitorId();
  for (const report of reports) {
    try {
      navigator.sendBeacon(TELEMETRY_URL, new Blob([JSON.stringify(id ? { ...report, visitorId: id } : report)], { type: 'application/json' }));
    } catch {
      // A refused beacon (quota, privacy setting) only loses a statistic.
    }
  }
}
