import { candidatesOf, fetchRegistry, parseRegistry, RegistryError } from '../registry';

const entry = (name: string, version: string) => `/mf/${name}/${version}/mf-manifest.json`;

describe('parseRegistry (GET /mf/registry.json)', () => {
  it('keeps every valid remote with its active build and fallbacks, newest first', () => {
    const registry = parseRegistry({
      remotes: [
        {
          name: 'course',
          version: '20261121-231500-ab12cd',
          entry: entry('course', '20261121-231500-ab12cd'),
          fallbacks: [
            { version: '20261120-101010-aaaaaa', entry: entry('course', '20261120-101010-aaaaaa') },
            { version: '20261119-090909-bbbbbb', entry: entry('course', '20261119-090909-bbbbbb') },
          ],
        },
        { name: 'shots', version: 'v1', entry: entry('shots', 'v1') },
      ],
    });
    expect(registry.remotes.map((r) => r.name)).toEqual(['course', 'shots']);
    expect(candidatesOf(registry.remotes[0]).map((c) => c.version)).toEqual([
      '20261121-231500-ab12cd',
      '20261120-101010-aaaaaa',
      '20261119-090909-bbbbbb',
    ]);
    expect(registry.remotes[1].fallbacks).toEqual([]);
  });

  it.each([null, 'text', [], {}, { remotes: 'course' }])('rejects a malformed document: %p', (json) => {
    expect(() => parseRegistry(json)).toThrow(RegistryError);
  });

  it.each([
    ['unknown remote name', { name: 'blog', version: 'v1', entry: entry('blog', 'v1') }],
    ['missing entry', { name: 'course', version: 'v1' }],
    ['empty version', { name: 'course', version: '', entry: entry('course', 'v1') }],
    ['not an object', 'course'],
  ])('skips one bad remote (%s) and keeps the others', (_label, bad) => {
    const registry = parseRegistry({ remotes: [bad, { name: 'podcast', version: 'v3', entry: entry('podcast', 'v3') }] });
    expect(registry.remotes.map((r) => r.name)).toEqual(['podcast']);
  });

  it('drops invalid fallbacks and a fallback equal to the active build; the first listing of a name wins', () => {
    const registry = parseRegistry({
      remotes: [
        {
          name: 'forms',
          version: 'v2',
          entry: entry('forms', 'v2'),
          fallbacks: [{ version: 'v2', entry: entry('forms', 'v2') }, { version: 'v1' }, { version: 'v0', entry: entry('forms', 'v0') }],
        },
        { name: 'forms', version: 'v9', entry: entry('forms', 'v9') },
      ],
    });
    expect(registry.remotes).toEqual([
      { name: 'forms', version: 'v2', entry: entry('forms', 'v2'), fallbacks: [{ version: 'v0', entry: entry('forms', 'v0') }] },
    ]);
  });
});

describe('fetchRegistry', () => {
  const respond = (status: number, body: unknown) =>
    jest.fn(async (_url: string, _init: RequestInit) => ({ ok: status < 400, status, json: async () => body }));

  it('asks /mf/registry.json without the HTTP cache', async () => {
    const fetcher = respond(200, { remotes: [] });
    await expect(fetchRegistry(fetcher)).resolves.toEqual({ remotes: [] });
    expect(fetcher).toHaveBeenCalledWith('/mf/registry.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('rejects on an error status', async () => {
    await expect(fetchRegistry(respond(503, {}))).rejects.toThrow(RegistryError);
  });
});
