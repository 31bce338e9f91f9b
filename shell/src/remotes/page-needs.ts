import { loadSanitizer } from '@site/shared';
import { loadArcoStyles } from '../app/load-arco-styles';

/**
 * What remote pages need besides their own code, none of which the home page needs: the stylesheet of
 * what the shell and shared build on Arco, and the rich-text sanitiser. Started with the page's code so
 * the page never waits for them after it rendered.
 */
export function loadPageNeeds(): Promise<unknown> {
  return Promise.all([loadArcoStyles(), loadSanitizer()]);
}
