import { createLinkedStylesheetsPlugin } from '../runtime-plugin/linked-stylesheets';

type CreateLink = (args: { url: string; attrs?: Record<string, string> }) => HTMLLinkElement | undefined;

describe('the linked-stylesheets plugin', () => {
  const createLink = createLinkedStylesheetsPlugin(document).createLink as unknown as CreateLink;
  let linked: HTMLLinkElement;

  beforeEach(() => {
    document.head.innerHTML = '<link rel="stylesheet" href="/mf/course/v1/static/css/routes.css"><link rel="preload" href="/mf/course/v1/static/css/other.css">';
    linked = document.head.querySelector('link[rel="stylesheet"]')!;
  });

  it("hands the loader the page's own link for a sheet the server linked, written as a path", () => {
    const url = new URL('/mf/course/v1/static/css/routes.css', document.baseURI).href;
    expect(url).toMatch(/^http/);
    expect(createLink({ url, attrs: { rel: 'stylesheet' } })).toBe(linked);
  });

  it('lets the loader add a sheet the page does not have, and any link that is not a stylesheet', () => {
    expect(createLink({ url: new URL('/mf/course/v2/static/css/routes.css', document.baseURI).href, attrs: { rel: 'stylesheet' } })).toBeUndefined();
    expect(createLink({ url: new URL('/mf/course/v1/static/css/other.css', document.baseURI).href, attrs: { rel: 'stylesheet' } })).toBeUndefined();
    expect(createLink({ url: new URL('/mf/course/v1/static/css/routes.css', document.baseURI).href, attrs: { rel: 'preload' } })).toBeUndefined();
  });
});
