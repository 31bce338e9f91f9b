import { bootWhenPainted } from '../boot-loader';

/** jsdom has no IntersectionObserver: this one reports every observed image in view after a frame. */
class FakeIntersectionObserver {
  private readonly targets: Element[] = [];
  constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
  observe(target: Element) {
    if (this.targets.push(target) === 1) setTimeout(() => this.callback(this.targets.map((t) => ({ target: t, isIntersecting: true }))), 16);
  }
  disconnect() {}
}

const ROUTE_CODE = [
  { href: '/mf/course/v1/mf-manifest.json', as: 'fetch' },
  { href: '/mf/course/v1/remoteEntry.js', as: 'script' },
];

describe("the page's loader", () => {
  let loader: HTMLScriptElement;
  let decoded: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
    document.head.innerHTML = `<script id="route-code" type="application/json">${JSON.stringify(ROUTE_CODE)}</script>`;
    document.body.innerHTML = '';
    loader = document.createElement('script');
    loader.dataset.main = '/static/js/main.abc.js';
  });
  afterEach(() => jest.useRealTimers());

  /** The server's page: its first image still decoding until `decoded()`. */
  const serverPage = () => {
    document.body.innerHTML = '<div id="root" data-server-rendered=""><img fetchpriority="high" src="/files/a.jpg"><button>播放</button></div>';
    const image = document.querySelector('img') as HTMLImageElement;
    const decoding = new Promise<void>((resolve) => (decoded = resolve));
    Object.defineProperty(image, 'decode', { value: () => decoding });
  };
  const mainScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('body > script[src]')).map((script) => script.getAttribute('src'));
  const codePreloads = () =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) => [link.getAttribute('href'), link.getAttribute('as'), link.getAttribute('crossorigin')]);

  it("asks for the app's code only once a server-rendered page has painted its first screen, and keeps taps until then", async () => {
    serverPage();
    const booted = bootWhenPainted(loader);
    await jest.advanceTimersByTimeAsync(100);
    expect(mainScripts()).toEqual([]);
    expect(codePreloads()).toEqual([]);
    // Taps are kept from the loader on, for the app to give again (early-clicks.ts).
    expect((window as unknown as { __siteEarlyClicks: { page: Element | null } }).__siteEarlyClicks.page).toBe(document.getElementById('root'));
    decoded();
    await jest.advanceTimersByTimeAsync(40);
    await booted;
    expect(codePreloads()).toEqual([
      ['/mf/course/v1/mf-manifest.json', 'fetch', 'anonymous'],
      ['/mf/course/v1/remoteEntry.js', 'script', null],
    ]);
    expect(mainScripts()).toEqual(['/static/js/main.abc.js']);
    expect((window as unknown as { __siteFirstScreenPainted?: boolean }).__siteFirstScreenPainted).toBe(true);
  });

  it('asks for the code at once on a page drawn in the browser', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await bootWhenPainted(loader);
    expect(mainScripts()).toEqual(['/static/js/main.abc.js']);
  });

  it('a page whose route code block is broken still starts', async () => {
    document.head.innerHTML = '<script id="route-code" type="application/json">{not json</script>';
    document.body.innerHTML = '<div id="root"></div>';
    await bootWhenPainted(loader);
    expect(codePreloads()).toEqual([]);
    expect(mainScripts()).toEqual(['/static/js/main.abc.js']);
  });
});
