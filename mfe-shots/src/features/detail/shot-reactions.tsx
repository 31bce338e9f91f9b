import { Button, Space } from '@arco-design/web-react';
import { IconEye, IconHeart, IconHeartFill, IconStar, IconStarFill } from '@arco-design/web-react/icon';
import type { Shot } from '@site/shared';
import { useShotReactions } from './use-shot-reactions';

/** 点赞, 收藏 and the view count under a shot. */
export function ShotReactions({ shot }: { shot: Shot }) {
  const { liked, likeNum, collected, toggleLike, toggleCollect } = useShotReactions(shot);
  return (
    <Space size={16} wrap style={{ margin: '24px 0' }}>
      <Button
        shape="round"
        type={liked ? 'primary' : 'secondary'}
        icon={liked ? <IconHeartFill /> : <IconHeart />}
        aria-pressed={liked}
        onClick={() => void toggleLike()}
      >
        {liked ? '已点赞' : '点赞'} {likeNum}
      </Button>
      <Button
        shape="round"
        type={collected ? 'primary' : 'secondary'}
        icon={collected ? <IconStarFill /> : <IconStar />}
        aria-pressed={collected}
        onClick={() => void toggleCollect()}
      >
        {collected ? '已收藏' : '收藏'}
      </Button>
      <span style={{ color: 'var(--color-text-3)' }} aria-label={`${shot.viewNum} 次浏览`}>
        <IconEye /> {shot.viewNum} 次浏览
      </span>
    </Space>
  );
}
