import { waitFor } from '@testing-library/react';
import { keepEarlyClicks, pressEarlyClick } from '../early-clicks';

/** What React DOM leaves on an element it has taken over (also during a hydration pass that has not committed). */
const takeOver = <T extends Element>(element: T): T => Object.assign(element, { '__reactProps$test': {} });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('early clicks on a server-rendered page', () => {
  let root: HTMLElement;
  let presses: string[];
  /** The buttons React has hydrated and committed: it answers their taps, and drops the others. */
  let answered: Set<string>;
  const button = (id: string) => document.getElementById(id)!;

  /** React's own capture listener on the root (added by hydrateRoot, before pressEarlyClick): it stops a tap it cannot answer. */
  const reactListens = () =>
    root.addEventListener(
      'click',
      (event) => {
        const id = (event.target as Element).closest('button')?.id ?? '';
        if (!answered.has(id)) event.stopPropagation();
      },
      true,
    );

  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"><button id="play">播放</button><button id="like">喜欢</button><a href="/podcast/1"><span id="in-link">节目</span></a></div><button id="outside">外面</button>';
    root = document.getElementById('root')!;
    presses = [];
    answered = new Set();
    for (const id of ['play', 'like', 'outside']) button(id).addEventListener('click', () => presses.push(id));
  });

  it('gives a tap made before React listened again once React has taken that button over', async () => {
    keepEarlyClicks(root);
    button('play').click();
    await settle();
    // No React yet: only the page's own markup saw it.
    expect(presses).toEqual(['play']);
    reactListens();
    pressEarlyClick();
    // Not taken over yet: it waits.
    await settle();
    expect(presses).toEqual(['play']);
    takeOver(button('play'));
    answered.add('play');
    await waitFor(() => expect(presses).toEqual(['play', 'play']));
    await settle();
    expect(presses).toEqual(['play', 'play']);
  });

  it('keeps a tap React drops though the button carries its props, gives it again until React answers, and none it answers', async () => {
    keepEarlyClicks(root);
    reactListens();
    pressEarlyClick();
    // React has hydrated 喜欢 and answers it: nothing to give again.
    takeOver(button('like'));
    answered.add('like');
    button('like').click();
    // 播放 was reached by a hydration pass that has not committed (the page's code still loading): React drops it.
    takeOver(button('play'));
    button('play').click();
    expect(presses).toEqual(['like']);
    // Given again, and dropped again while the pass has not committed.
    await settle();
    expect(presses).toEqual(['like']);
    answered.add('play');
    await waitFor(() => expect(presses).toEqual(['like', 'play']));
    await settle();
    expect(presses).toEqual(['like', 'play']);
  });

  it('keeps nothing for a link or a button outside the page', async () => {
    keepEarlyClicks(root);
    button('in-link').click();
    button('outside').click();
    takeOver(button('outside'));
    reactListens();
    pressEarlyClick();
    await settle();
    expect(presses).toEqual(['outside']);
  });
});
