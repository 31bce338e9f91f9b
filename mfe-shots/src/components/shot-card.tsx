import { IconEye, IconHeart } from '@arco-design/web-react/icon';
import { CARD_IMAGE_SIZES, CARD_SHAPES, getHref, IMAGE_SIZES, imageSrcSet, imageUrl, LightAvatar, LightCard, LightTag, SHOT_COVER_SIZE, type ShotListItem } from '@site/shared';
import { Link } from 'react-router-dom';

/** A shot in a grid: cover at 536x410 (spec 9), title, author, likes and views; links to /shot/{id}. */
export function ShotCard({
  shot,
  priority = false,
}: {
  shot: ShotListItem;
  /** Above the fold: load the cover at once; 'high' for the grid's first card, the page's largest paint. */
  priority?: boolean | 'high';
}) {
  const author = shot.user.nickname || shot.user.username || '';
  return (
    <Link to={getHref('shotDetail', { id: shot.id })} className="shot-card" style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
      <LightCard
        hoverable
        bodyStyle={CARD_SHAPES.shot.bodyStyle}
        cover={
          <div style={{ position: 'relative', aspectRatio: CARD_SHAPES.shot.coverAspectRatio, background: 'var(--color-fill-2)', overflow: 'hidden' }}>
            {shot.preview ? (
              <img
                src={imageUrl(shot.preview, IMAGE_SIZES.shotCover)}
                srcSet={imageSrcSet(shot.preview, [IMAGE_SIZES.shotCoverSmall, IMAGE_SIZES.shotCover])}
                sizes={CARD_IMAGE_SIZES}
                width={SHOT_COVER_SIZE.width}
                height={SHOT_COVER_SIZE.height}
                alt=""
                loading={priority ? 'eager' : 'lazy'}
                fetchPriority={priority === 'high' ? 'high' : undefined}
                style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : null}
            {shot.isRecommend ? (
              <LightTag color="arcoblue" size="small" style={{ position: 'absolute', top: 8, left: 8 }}>
                推荐
              </LightTag>
            ) : null}
          </div>
        }
      >
        <div title={shot.title} style={{ marginBottom: 8, fontWeight: 500, lineHeight: '22px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {shot.title}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 12, color: 'var(--color-text-3)' }}>
          <span style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
            <LightAvatar size={20}>{shot.user.avatar ? <img src={imageUrl(shot.user.avatar, IMAGE_SIZES.avatar)} alt="" width={20} height={20} loading="lazy" /> : author.slice(0, 1).toUpperCase()}</LightAvatar>
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{author}</span>
          </span>
          <span style={{ display: 'flex', gap: 10, flexShrink: 0 }}>
            <span aria-label={`${shot.likeNum} 个赞`}>
              <IconHeart /> {shot.likeNum}
            </span>
            <span aria-label={`${shot.viewNum} 次浏览`}>
              <IconEye /> {shot.viewNum}
            </span>
          </span>
        </div>
      </LightCard>
    </Link>
  );
}
