// The floor page's markup, drawn once in Node: the HTML-only floor page (no script at all).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { FloorPage, type FloorCard } from './floor-page';

export { FLOOR_CSS } from './floor-page';

export function floorMarkup(cards: readonly FloorCard[]): string {
  return renderToString(
    <MemoryRouter initialEntries={['/course']}>
      <FloorPage cards={cards} />
    </MemoryRouter>,
  );
}
