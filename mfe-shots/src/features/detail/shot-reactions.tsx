import { IconEye, IconHeart, IconHeartFill, IconStar, IconStarFill } from '@arco-design/web-react/icon';
import { LightButton, type Shot } from '@site/shared';
import { useShotReactions } from './use-shot-reactions';

/** 点赞, 收藏 and the view count under a shot. */
export function ShotReactions({ shot }: { shot: Shot }) {
  const { liked, likeNum, collected, toggleLike, toggleCollect } = useShotReactions(shot);
  return (
    // As Arco's wrapping <Space size={16}> laid it out: 16 px between, and below each row.
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16, margin: '24px 0', paddingBottom: 16 }}>
      <LightButton
        shape="round"
        type={liked ? 'primary' : 'secondary'}
        icon={liked ? <IconHeartFill /> : <IconHeart />}
        aria-pressed={liked}
        onClick={() => void toggleLike()}
      >
        {liked ? '已点赞' : '点赞'} {likeNum}
      </LightButton>
      <LightButton
        shape="round"
        type={collected ? 'primary' : 'secondary'}
        icon={collected ? <IconStarFill /> : <IconStar />}
        aria-pressed={collected}
        onClick={() => void toggleCollect()}
      >
        {collected ? '已收藏' : '收藏'}
      </LightButton>
      <span style={{ color: 'var(--color-text-3)' }} aria-label={`${shot.viewNum} 次浏览`}>
        <IconEye /> {shot.viewNum} 次浏览
      </span>
    </div>
  );
}
