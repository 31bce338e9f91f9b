import { Card, Tag, Typography } from '@arco-design/web-react';
import { getHref, imageUrl, IMAGE_SIZES, type Shot } from '@site/shared';
import { Link } from 'react-router-dom';

/** A shot in the account centre: cover, title, status; owners also get the edit link. */
export function ShotTile({ shot, editable = false }: { shot: Shot; editable?: boolean }) {
  return (
    <Card
      hoverable
      bodyStyle={{ padding: 12 }}
      cover={
        <Link to={getHref('shotDetail', { id: shot.id })} aria-label={shot.title}>
          <div style={{ aspectRatio: '536 / 410', background: 'var(--color-fill-2)', overflow: 'hidden' }}>
            {shot.preview ? <img src={imageUrl(shot.preview, IMAGE_SIZES.shotCover)} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : null}
          </div>
        </Link>
      }
    >
      <Typography.Paragraph ellipsis={{ rows: 1 }} style={{ marginBottom: 6, fontWeight: 500 }}>
        {shot.title}
      </Typography.Paragraph>
      {/* Two tiles a row on phones: the counts may wrap as a whole, the status and 编辑 never break mid-word. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 4, fontSize: 12, color: 'var(--color-text-3)' }}>
        <span style={{ whiteSpace: 'nowrap' }}>
          {shot.likeNum} 赞 · {shot.viewNum} 浏览
        </span>
        {editable ? (
          <span style={{ display: 'flex', gap: 8, alignItems: 'center', whiteSpace: 'nowrap', marginLeft: 'auto' }}>
            {shot.disabled ? (
              <Tag size="small" color="red">
                已禁用
              </Tag>
            ) : shot.status === 'unpublished' ? (
              <Tag size="small">未发布</Tag>
            ) : null}
            <Link to={getHref('shotEdit', { shotId: shot.id })}>编辑</Link>
          </span>
        ) : null}
      </div>
      {/* The author learns why an admin took it down, beside the shot itself (also in 我的消息). */}
      {editable && shot.disabled ? (
        <p style={{ margin: '6px 0 0', fontSize: 12, color: 'var(--color-text-2)', overflowWrap: 'anywhere' }}>
          管理员已禁用此作品{shot.disabled.reason ? `，原因：${shot.disabled.reason}` : ''}
        </p>
      ) : null}
    </Card>
  );
}
