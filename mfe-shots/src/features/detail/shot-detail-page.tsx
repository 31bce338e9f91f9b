import { LightSkeleton, NotFoundResult } from '@site/shared/page-kit';
import {
  CommentSection,
  ErrorCode,
  imageUrl,
  isApiError,
  LightAvatar,
  LightTag,
  PAGE_SIZE,
  paths,
  parseTags,
  RelativeTime,
  SafeHtml,
  usePageTitle,
  useRequest,
  userAtom,
} from '@site/shared';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { getShotDetail } from '../../api/get-shot-detail';
import { LazyCurationPanel } from './lazy-curation-panel';
import './shot-content.css';
import './shot-detail-page.css';
import { ShotReactions } from './shot-reactions';
import { SHOT_DETAIL_TOP } from '../../components/page-layout';

/** /shot/{id}: the work, reactions, comments, and the side panel for teachers, admins and the owner. */
export function ShotDetailPage() {
  const { id } = useParams();
  const shotId = Number(id);
  const user = useAtomValue(userAtom);
  const validId = Number.isInteger(shotId) && shotId > 0;
  // The user is part of the key: hasLiked / hasCollected and the side panel change with who is logged in.
  const detail = useRequest(validId ? `shot/detail?id=${shotId}&user=${user?.id ?? 0}` : null, () => getShotDetail(shotId));
  const shot = detail.data;
  usePageTitle(shot ? shot.title : paths.shotDetail.title);

  if (!validId || detail.error) {
    const missing = !validId || isApiError(detail.error, ErrorCode.ShotNotFound);
    return <NotFoundResult subTitle={missing ? '作品不存在或已被删除' : '出错了，请稍后刷新重试'} />;
  }
  if (!shot) {
    return (
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        <div role="status" aria-label="加载中">
          <LightSkeleton rows={8} />
        </div>
      </div>
    );
  }
  const author = shot.user.nickname || shot.user.username || '';
  const showPanel = Boolean(user && (user.roles.admin || user.roles.teacher || user.id === shot.user.id));

  return (
    <div style={{ maxWidth: SHOT_DETAIL_TOP.maxWidth, margin: '0 auto', padding: SHOT_DETAIL_TOP.padding }}>
      <div className="shot-detail-row">
        <div className={showPanel ? 'shot-detail-col shot-detail-main' : 'shot-detail-col'}>
          <article>
            <h1 style={{ fontSize: SHOT_DETAIL_TOP.titleFontSize, margin: `0 0 ${SHOT_DETAIL_TOP.titleMarginBottom}px` }}>{shot.title}</h1>
            <div
              style={{ display: 'flex', alignItems: 'center', gap: SHOT_DETAIL_TOP.rowGap, flexWrap: 'wrap', color: 'var(--color-text-3)', marginBottom: SHOT_DETAIL_TOP.rowMarginBottom }}
            >
              <LightAvatar size={SHOT_DETAIL_TOP.avatarSize}>{shot.user.avatar ? <img src={imageUrl(shot.user.avatar, { w: 200 })} alt="" /> : author.slice(0, 1).toUpperCase()}</LightAvatar>
              <span style={{ color: 'var(--color-text-1)' }}>{author}</span>
              {shot.createdAt ? <span>发布于 <RelativeTime value={shot.createdAt} /></span> : null}
              {shot.status === 'unpublished' ? <LightTag color="gray">未发布</LightTag> : null}
              {shot.isRecommend ? <LightTag color="arcoblue">推荐</LightTag> : null}
            </div>
            {parseTags(shot.tags).length ? (
              <div style={{ display: 'flex', gap: SHOT_DETAIL_TOP.tagsGap, flexWrap: 'wrap', marginBottom: SHOT_DETAIL_TOP.rowMarginBottom }}>
                {parseTags(shot.tags).map((tag) => (
                  <LightTag key={tag}>{tag}</LightTag>
                ))}
              </div>
            ) : null}
            <SafeHtml html={shot.content} firstImageFirst className="shot-content" style={{ lineHeight: SHOT_DETAIL_TOP.contentLineHeight, overflowWrap: 'anywhere' }} />
            <ShotReactions key={`${shot.id}:${user?.id ?? 0}`} shot={shot} />
          </article>
          <section style={{ marginTop: 8 }}>
            <CommentSection type="shot" targetId={shot.id} pageSize={PAGE_SIZE.comments} closed={!shot.enableComment} />
          </section>
        </div>
        {showPanel && user ? (
          <div className="shot-detail-col shot-detail-side">
            <LazyCurationPanel key={shot.id} shot={shot} user={user} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
