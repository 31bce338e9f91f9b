import { REPORT_IDLE_TIMEOUT_MS, TELEMETRY_URL, describeLoad, flushLoadReports, sendLoadReport } from '../load-report';

/** jsdom's Blob has no text(); FileReader reads it. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

const sentBodies = (beacon: jest.Mock) => Promise.all(beacon.mock.calls.map(([, blob]) => readText(blob as Blob).then((text) => JSON.parse(text) as Record<string, string>)));

describe('load reports (telemetry for the release console)', () => {
  let beacon: jest.Mock;
  let idle: jest.Mock;
  beforeEach(() => {
    beacon = jest.fn((_url: string, _data?: BodyInit | null) => true);
    idle = jest.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    Object.defineProperty(window, 'requestIdleCallback', { value: idle, configurable: true, writable: true });
  });
  afterEach(() => {
    flushLoadReports();
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true, writable: true });
    Object.defineProperty(window, 'requestIdleCallback', { value: undefined, configurable: true, writable: true });
  });

  it.each([
    ['v2', 'v2', { remote: 'forms', version: 'v2', kind: 'load' }],
    ['v2', 'v1', { remote: 'forms', version: 'v2', kind: 'fallback', servedVersion: 'v1' }],
    ['v2', null, { remote: 'forms', version: 'v2', kind: 'failure' }],
  ])('active %s served %s', (active, served, expected) => {
    expect(describeLoad('forms', active, served)).toEqual(expected);
  });

  it('waits for the page to be idle, then sends each report as JSON with sendBeacon, the same browser with the same id', async () => {
    sendLoadReport({ remote: 'course', version: 'v1', kind: 'load' });
    sendLoadReport({ remote: 'shots', version: 'v3', kind: 'fallback', servedVersion: 'v2' });
    expect(beacon).not.toHaveBeenCalled();
    expect(idle).toHaveBeenCalledTimes(1);
    expect(idle.mock.calls[0][1]).toEqual({ timeout: REPORT_IDLE_TIMEOUT_MS });

    (idle.mock.calls[0][0] as IdleRequestCallback)({ didTimeout: false, timeRemaining: () => 10 });
    expect(beacon).toHaveBeenCalledTimes(2);
    for (const [url, blob] of beacon.mock.calls) {
      expect(url).toBe(TELEMETRY_URL);
      expect(url).toBe('/api_v1/release/telemetry');
      expect((blob as Blob).type).toBe('application/json');
    }
    const [first, second] = await sentBodies(beacon);
    expect(first).toEqual({ remote: 'course', version: 'v1', kind: 'load', visitorId: expect.stringMatching(/^v-[0-9a-f]{24}$/) });
    expect(second).toEqual({ remote: 'shots', version: 'v3', kind: 'fallback', servedVersion: 'v2', visitorId: first.visitorId });

    // The queue is empty again; the next report asks for the next idle moment.
    sendLoadReport({ remote: 'forms', version: 'v1', kind: 'load' });
    expect(idle).toHaveBeenCalledTimes(2);
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('sends what is queued as the page is left, before it is idle', () => {
    sendLoadReport({ remote: 'course', version: 'v1', kind: 'failure' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    // The idle callback that comes later finds nothing left to send.
    (idle.mock.calls[0][0] as IdleRequestCallback)({ didTimeout: true, timeRemaining: () => 0 });
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('a throwing or missing sendBeacon breaks nothing, and one refused report does not drop the next', () => {
    beacon.mockImplementationOnce(() => {
      throw new Error('quota');
    });
    sendLoadReport({ remote: 'course', version: 'v1', kind: 'failure' });
    sendLoadReport({ remote: 'course', version: 'v1', kind: 'load' });
    expect(() => flushLoadReports()).not.toThrow();
    expect(beacon).toHaveBeenCalledTimes(2);
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true, writable: true });
    expect(() => sendLoadReport({ remote: 'course', version: 'v1', kind: 'load' })).not.toThrow();
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari) the reports go out in a task of their own', () => {
    jest.useFakeTimers();
    try {
      Object.defineProperty(window, 'requestIdleCallback', { value: undefined, configurable: true, writable: true });
      sendLoadReport({ remote: 'course', version: 'v1', kind: 'load' });
      expect(beacon).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      expect(beacon).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
