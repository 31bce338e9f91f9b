import { IconThumbUp } from '@arco-design/web-react/icon';
import { getHref, IMAGE_SIZES, imageUrl, LightCard, type Shot } from '@site/shared';
import { Link } from 'react-router-dom';
import { OneLineText } from './one-line-text';

/** A student work linked to a course; opens /shot/{id}. */
export function ShotCard({ shot }: { shot: Pick<Shot, 'id' | 'title' | 'preview' | 'likeNum' | 'user'> }) {
  return (
    <Link to={getHref('shotDetail', { id: shot.id })} style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
      <LightCard
        hoverable
        bodyStyle={{ padding: 10 }}
        cover={
          <div style={{ aspectRatio: '536 / 410', background: 'var(--color-fill-2)', overflow: 'hidden' }}>
            {shot.preview ? <img src={imageUrl(shot.preview, IMAGE_SIZES.shotCover)} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : null}
          </div>
        }
      >
        <OneLineText text={shot.title} style={{ fontWeight: 500 }} />
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, color: 'var(--color-text-3)' }}>
          <span>{shot.user?.nickname}</span>
          <span>
            <IconThumbUp /> {shot.likeNum}
          </span>
        </div>
      </LightCard>
    </Link>
  );
}
