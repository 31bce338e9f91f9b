// The floor page in the browser: it takes over the markup the page came with (as the site's pages come drawn by
// the server), with React's cheapest way to do so, hydration; its cards come as JSON (as /course's first answer).
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { FloorPage, type FloorCard } from './floor-page';

const cards = JSON.parse(document.getElementById('floor-cards')?.textContent ?? '[]') as FloorCard[];
hydrateRoot(
  document.getElementById('root')!,
  <BrowserRouter>
    <FloorPage cards={cards} />
  </BrowserRouter>,
);
