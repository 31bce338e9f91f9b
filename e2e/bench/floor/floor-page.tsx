// The floor page: the first page of /course's cards drawn by nothing but React 19 and react-router (the versions
// the shell ships), with no code of the site. What Lighthouse gives it is what this machine allows that stack today.
import { Link } from 'react-router-dom';

export interface FloorCard {
  id: number;
  title: string;
  teacher: string;
  price: string;
  /** The cover's address on the measured site, in the size the site's cards load. */
  cover: string;
}

/** As many cards as shared's CARDS_ABOVE_FOLD load at once; the rest lazily, as the site's cards do. */
const EAGER_COVERS = 4;

export function FloorPage({ cards }: { cards: readonly FloorCard[] }) {
  return (
    <>
      <header className="floor-header">设计学院</header>
      <main className="floor-main">
        <h1>全部课程</h1>
        <div className="floor-grid">
          {cards.map((card, index) => (
            <Link key={card.id} to={`/course/${card.id}`} className="floor-card" aria-label={card.title}>
              <div className="floor-cover">
                <img src={card.cover} width={600} height={338} alt="" loading={index < EAGER_COVERS ? 'eager' : 'lazy'} />
              </div>
              <div className="floor-body">
                <div className="floor-title">{card.title}</div>
                <div className="floor-meta">{card.teacher}</div>
                <div className="floor-price">{card.price}</div>
              </div>
            </Link>
          ))}
        </div>
      </main>
    </>
  );
}

/** The page's few rules, inlined in its head (the site's frame rules travel the same way). */
export const FLOOR_CSS =
  'body{margin:0;font-family:sans-serif;font-size:14px}' +
  '.floor-header{height:56px;line-height:56px;padding:0 16px;border-bottom:1px solid #e5e6eb}' +
  '.floor-main{padding:16px}.floor-main h1{font-size:20px}' +
  '.floor-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:16px}' +
  '@media (min-width:768px){.floor-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}' +
  '.floor-card{display:block;color:inherit;text-decoration:none;border:1px solid #e5e6eb;border-radius:2px}' +
  '.floor-cover{aspect-ratio:16/9;background:#f2f3f5;overflow:hidden}' +
  '.floor-cover img{display:block;width:100%;height:100%;object-fit:cover}' +
  '.floor-body{padding:12px;height:121px;box-sizing:border-box;overflow:hidden}' +
  '.floor-title{font-weight:500;line-height:22px;min-height:44px;overflow:hidden}' +
  '.floor-meta{font-size:12px;color:#86909c}.floor-price{margin-top:6px;color:#f53f3f;font-weight:600}';
