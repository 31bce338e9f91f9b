import { afterFirstScreenImages } from '../first-screen-paint';

describe('the app starts after the first screen has painted its images in view', () => {
  /** Images the fake observer reports out of view (below the fold, or in a part hidden on this screen). */
  const outOfView = new Set<Element>();
  /** jsdom has no IntersectionObserver: this one answers for all observed images after a frame, as a browser does. */
  class FakeIntersectionObserver {
    private readonly targets: Element[] = [];
    constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
    observe(target: Element) {
      if (this.targets.push(target) === 1) setTimeout(() => this.callback(this.targets.map((t) => ({ target: t, isIntersecting: !outOfView.has(t) }))), 16);
    }
    disconnect() {}
  }
  beforeEach(() => {
    jest.useFakeTimers();
    outOfView.clear();
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
  });
  afterEach(() => jest.useRealTimers());

  const page = (html: string) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    return root;
  };
  const started = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };
  /** Gives the image a decode() the test settles (jsdom has none): `decoded()` or `broken()`. */
  const decoding = (image: HTMLImageElement) => {
    const control = { decoded: () => {}, broken: () => {} };
    const promise = new Promise<void>((resolve, reject) => {
      control.decoded = resolve;
      control.broken = () => reject(new DOMException('The source image cannot be decoded.', 'EncodingError'));
    });
    Object.defineProperty(image, 'decode', { value: () => promise });
    return control;
  };
  /** A page the server drew, its largest image still loading. */
  const loadingPage = () => {
    const root = page('<div id="root" data-server-rendered=""><img fetchpriority="high" src="/files/a.jpg"></div>');
    return { root, image: decoding(root.querySelector('img') as HTMLImageElement) };
  };
  const nextFrame = async () => {
    await jest.advanceTimersByTimeAsync(20);
  };

  it('starts after the first frame on a page without drawn images, not inside the script that asks', async () => {
    const isStarted = started(afterFirstScreenImages(page('<main></main>')));
    await Promise.resolve();
    expect(isStarted()).toBe(false);
    await nextFrame();
    expect(isStarted()).toBe(true);
  });

  it('starts after a frame when no drawn image is in view (hidden, or below the fold)', async () => {
    const root = page('<div id="root" data-server-rendered=""><img fetchpriority="high" src="/files/a.jpg"></div>');
    const image = root.querySelector('img') as HTMLImageElement;
    decoding(image);
    outOfView.add(image);
    const isStarted = started(afterFirstScreenImages(root));
    await nextFrame();
    await nextFrame();
    expect(isStarted()).toBe(true);
  });

  it('waits for the image to be decoded, then for one painted frame', async () => {
    const { root, image } = loadingPage();
    const isStarted = started(afterFirstScreenImages(root));
    await nextFrame();
    expect(isStarted()).toBe(false);
    image.decoded();
    await nextFrame();
    expect(isStarted()).toBe(true);
  });

  it('waits for every image in view the page asks for first, not for one below the fold nor one it asks for later', async () => {
    const root = page(
      '<div id="root" data-server-rendered=""><img fetchpriority="high" src="/files/1.jpg"><img fetchpriority="high" src="/files/2.jpg">' +
        '<img fetchpriority="high" src="/files/below.jpg"><img loading="lazy" src="/files/lazy.jpg"><img src="/files/later.jpg"></div>',
    );
    // The last two are never decoded here: had the start waited for them, it would not have started.
    const [first, second] = Array.from(root.querySelectorAll('img')).map(decoding);
    outOfView.add(root.querySelectorAll('img')[2]);
    const isStarted = started(afterFirstScreenImages(root));
    first.decoded();
    await nextFrame();
    expect(isStarted()).toBe(false);
    second.decoded();
    await nextFrame();
    expect(isStarted()).toBe(true);
  });

  it('a broken image does not hold the app, nor does a slow one past the limit', async () => {
    const { root: broken, image: brokenImage } = loadingPage();
    const brokenStarted = started(afterFirstScreenImages(broken));
    brokenImage.broken();
    await nextFrame(); // the observer's answer
    await nextFrame();
    expect(brokenStarted()).toBe(true);

    const { root: slow } = loadingPage();
    const slowStarted = started(afterFirstScreenImages(slow, 1000));
    await jest.advanceTimersByTimeAsync(900);
    expect(slowStarted()).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    expect(slowStarted()).toBe(true);
  });
});
