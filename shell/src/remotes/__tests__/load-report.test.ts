import { TELEMETRY_URL, describeLoad, sendLoadReport } from '../load-report';

/** jsdom's Blob has no text(); FileReader reads it. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

describe('load reports (telemetry for the release console)', () => {
  it.each([
    ['v2', 'v2', { remote: 'forms', version: 'v2', kind: 'load' }],
    ['v2', 'v1', { remote: 'forms', version: 'v2', kind: 'fallback', servedVersion: 'v1' }],
    ['v2', null, { remote: 'forms', version: 'v2', kind: 'failure' }],
  ])('active %s served %s', (active, served, expected) => {
    expect(describeLoad('forms', active, served)).toEqual(expected);
  });

  it('sends the report as JSON with sendBeacon, and a missing or throwing sendBeacon breaks nothing', async () => {
    const beacon = jest.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    try {
      sendLoadReport({ remote: 'course', version: 'v1', kind: 'load' });
      expect(beacon).toHaveBeenCalledTimes(1);
      const [url, blob] = beacon.mock.calls[0];
      expect(url).toBe(TELEMETRY_URL);
      expect(url).toBe('/api_v1/release/telemetry');
      expect((blob as Blob).type).toBe('application/json');
      const sent = JSON.parse(await readText(blob as Blob)) as { visitorId: string };
      expect(sent).toEqual({ remote: 'course', version: 'v1', kind: 'load', visitorId: expect.stringMatching(/^v-[0-9a-f]{24}$/) });
      // The same browser keeps its id.
      sendLoadReport({ remote: 'course', version: 'v1', kind: 'load' });
      expect((JSON.parse(await readText(beacon.mock.calls[1][1] as Blob)) as { visitorId: string }).visitorId).toBe(sent.visitorId);
      beacon.mockImplementation(() => {
        throw new Error('quota');
      });
      expect(() => sendLoadReport({ remote: 'course', version: 'v1', kind: 'failure' })).not.toThrow();
    } finally {
      Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true, writable: true });
    }
    expect(() => sendLoadReport({ remote: 'course', version: 'v1', kind: 'load' })).not.toThrow();
  });
});
