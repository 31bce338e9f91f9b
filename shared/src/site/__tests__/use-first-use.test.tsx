import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useFirstUse } from '../use-first-use';

// A control drawn on the server is live only once the page's script takes it over. What the visitor did to it
// before (the pointer resting on it, the focus on it) fired no handler, and fires none later: the control looks.

function Probe() {
  const { armed, open, focused, handlers } = useFirstUse();
  return (
    <button type="button" data-armed={String(armed)} data-open={String(open)} data-focused={String(focused)} {...handlers}>
      菜单
    </button>
  );
}

async function takeOver(before: (button: HTMLButtonElement) => void): Promise<HTMLButtonElement> {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Probe />);
  const button = container.querySelector('button')!;
  before(button);
  await act(async () => {
    hydrateRoot(container, <Probe />);
  });
  return container.querySelector('button')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('untouched before the take-over, the control stays plain', async () => {
  const button = await takeOver(() => {});
  expect(button.dataset).toMatchObject({ armed: 'false', open: 'false', focused: 'false' });
});

test('focused before the take-over, it is armed and knows it holds the focus', async () => {
  const button = await takeOver((node) => node.focus());
  expect(button.dataset).toMatchObject({ armed: 'true', focused: 'true', open: 'false' });
});

test('under the pointer before the take-over, it is armed and open', async () => {
  // jsdom has no pointer: the hover state the browser keeps is stood in for here.
  const matches = jest.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    return selector === ':hover' && this.tagName === 'BUTTON';
  });
  try {
    const button = await takeOver(() => {});
    expect(button.dataset).toMatchObject({ armed: 'true', open: 'true', focused: 'false' });
  } finally {
    matches.mockRestore();
  }
});
