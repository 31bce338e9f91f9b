import { afterFirstScreenImage } from '../first-screen-paint';

describe('the app starts after the first screen has painted its largest image', () => {
  beforeEach(() => jest.useFakeTimers());
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
  /** A page the server drew, its largest image still loading. */
  const loadingPage = () => {
    const root = page('<div data-first-screen="home-banners"><img fetchpriority="high" src="/files/a.jpg"></div>');
    const image = root.querySelector('img') as HTMLImageElement;
    Object.defineProperty(image, 'complete', { value: false });
    return { root, image };
  };
  const nextFrame = async () => {
    await jest.advanceTimersByTimeAsync(20);
  };

  it('starts at once on a page the server did not draw', async () => {
    const isStarted = started(afterFirstScreenImage(page('<main></main>')));
    await Promise.resolve();
    expect(isStarted()).toBe(true);
  });

  it('starts at once when the drawn part is for other screens (hidden here)', async () => {
    const [matchMedia] = [window.matchMedia];
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
    const root = page('<div data-first-screen="courses" data-first-screen-media="(max-width: 414px)"><img fetchpriority="high" src="/files/a.jpg"></div>');
    Object.defineProperty(root.querySelector('img'), 'complete', { value: false });
    const isStarted = started(afterFirstScreenImage(root));
    await Promise.resolve();
    window.matchMedia = matchMedia;
    expect(isStarted()).toBe(true);
  });

  it('waits for the image to load, then for one painted frame', async () => {
    const { root, image } = loadingPage();
    const isStarted = started(afterFirstScreenImage(root));
    await nextFrame();
    expect(isStarted()).toBe(false);
    image.dispatchEvent(new Event('load'));
    await nextFrame();
    expect(isStarted()).toBe(true);
  });

  it('a broken image does not hold the app, nor does a slow one past the limit', async () => {
    const { root: broken, image: brokenImage } = loadingPage();
    const brokenStarted = started(afterFirstScreenImage(broken));
    brokenImage.dispatchEvent(new Event('error'));
    await nextFrame();
    expect(brokenStarted()).toBe(true);

    const { root: slow } = loadingPage();
    const slowStarted = started(afterFirstScreenImage(slow, 1000));
    await jest.advanceTimersByTimeAsync(900);
    expect(slowStarted()).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    expect(slowStarted()).toBe(true);
  });
});
