import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A server-rendered page (issue 41) links its remote modules' stylesheets in its head. Module Federation's
 * loader looks for a sheet by its href as written ("/mf/course/…" against its own absolute URL), finds none,
 * and adds the same sheet again at the end of the page, later in the cascade than the shell's: the page
 * moved by a few pixels when it arrived. Handing the loader the page's own link keeps the page as drawn.
 */
export function createLinkedStylesheetsPlugin(doc: Document = document): ModuleFederationRuntimePlugin {
  return {
    name: 'linked-stylesheets',
    createLink({ url, attrs }) {
      if (attrs?.rel !== 'stylesheet') return undefined;
      const wanted = new URL(url, doc.baseURI).href;
      return Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).find((link) => link.href === wanted);
    },
  };
}
