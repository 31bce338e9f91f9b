import { waitFor } from '@testing-library/react';
import { keepEarlyClicks, pressEarlyClick } from '../early-clicks';

/** What React DOM leaves on an element it has taken over. */
const takeOver = <T extends Element>(element: T): T => Object.assign(element, { '__reactProps$test': {} });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('early clicks on a server-rendered page', () => {
  let root: HTMLElement;
  let presses: string[];
  const button = (id: string) => document.getElementById(id)!;

  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"><button id="play">播放</button><button id="like">喜欢</button><a href="/podcast/1"><span id="in-link">节目</span></a></div><button id="outside">外面</button>';
    root = document.getElementById('root')!;
    presses = [];
    for (const id of ['play', 'like', 'outside']) button(id).addEventListener('click', () => presses.push(id));
  });

  it('gives the last tap on a button again once React has taken that button over', async () => {
    keepEarlyClicks(root);
    button('play').click();
    await settle();
    expect(presses).toEqual(['play']);
    pressEarlyClick();
    // Not taken over yet: React would drop it, so it waits.
    await settle();
    expect(presses).toEqual(['play']);
    takeOver(button('play'));
    await waitFor(() => expect(presses).toEqual(['play', 'play']));
    await settle();
    expect(presses).toEqual(['play', 'play']);
  });

  it('keeps a tap React drops after it listens, and none React answers in the tap itself', async () => {
    keepEarlyClicks(root);
    pressEarlyClick();
    // React hydrates the button during the tap and answers it: nothing to give again.
    button('like').addEventListener('click', () => takeOver(button('like')));
    button('like').click();
    // The player's part is still loading: React drops this tap.
    button('play').click();
    await settle();
    takeOver(button('play'));
    await waitFor(() => expect(presses).toEqual(['like', 'play', 'play']));
    await settle();
    expect(presses).toEqual(['like', 'play', 'play']);
  });

  it('keeps nothing for a link or a button outside the page', async () => {
    keepEarlyClicks(root);
    button('in-link').click();
    button('outside').click();
    takeOver(button('outside'));
    pressEarlyClick();
    await settle();
    expect(presses).toEqual(['outside']);
  });
});
