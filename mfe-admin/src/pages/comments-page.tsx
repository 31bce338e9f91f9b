import { Button, Message, Space, Table, Tag } from '@arco-design/web-react';
import { ErrorState, apiErrorMessage, focusAfterRemoval, formatDateTime, getHref, useRequest, type CommentType } from '@site/shared';
import { useRef, useState } from 'react';
import { AdminFrame } from '../features/access';
import { deleteAnyComment, dismissCommentReports, getReportedComments, type ReportedComment } from '../features/comments/api/reported-comments';
import { ReasonDialog, type ReasonRequest } from '../features/reason/reason-dialog';

const PER_PAGE = 20;
const WHERE: Record<CommentType, { label: string; href: (id: number) => string }> = {
  course: { label: '课程', href: (id) => getHref('courseDetail', { courseId: id }) },
  shot: { label: '作品', href: (id) => getHref('shotDetail', { id }) },
  audio: { label: '播客', href: (id) => getHref('podcastDetail', { audioId: id }) },
};

function ReportedComments() {
  const [page, setPage] = useState(0);
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, loading, reload } = useRequest(`admin:comments:${page}`, (signal) => getReportedComments({ page, perPage: PER_PAGE }, signal), { keepPrevious: true });

  const ask = (row: ReportedComment, action: 'delete' | 'dismiss') =>
    setRequest({
      title: action === 'delete' ? '删除这条评论' : '驳回举报',
      description: action === 'delete' ? `「${row.content}」将从${WHERE[row.type].label}页面移除，不能再被点赞或回复。` : `保留「${row.content}」，关闭它的 ${row.reporters} 条举报。`,
      run: async (reason) => {
        // A deleted comment's row goes with the 删除 the dialog gives the focus back to: the focus goes on to the
        // next row, or to the heading when it was the last.
        const item = list.current?.querySelector(`[aria-label="删除评论 ${row.id}"]`)?.closest('tr');
        if (action === 'delete' && item && list.current) focusAfterRemoval(item, { list: list.current, items: 'tbody tr', fallback: () => heading.current });
        if (action === 'delete') await deleteAnyComment(row.id, reason);
        else await dismissCommentReports(row.id, reason);
        Message.success(action === 'delete' ? '评论已删除' : '已驳回举报');
        reload();
      },
    });

  const columns = [
    {
      title: '评论内容',
      render: (_: unknown, row: ReportedComment) => (
        <div style={{ maxWidth: 360, wordBreak: 'break-word' }}>
          <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{row.content}</p>
          <small style={{ color: 'var(--color-text-3)' }}>
            {row.author.nickname}（{row.author.username}）· {formatDateTime(row.createdAt)}
            {row.isReply ? ' · 回复' : ''}
          </small>
        </div>
      ),
    },
    {
      title: '所在位置',
      render: (_: unknown, row: ReportedComment) => (
        <a href={WHERE[row.type].href(row.target.id)} target="_blank" rel="noreferrer">
          {WHERE[row.type].label}：{row.target.title}
        </a>
      ),
    },
    {
      title: '举报',
      render: (_: unknown, row: ReportedComment) => (
        <div>
          <Tag color="red">{row.reporters} 人举报</Tag>
          <div style={{ color: 'var(--color-text-3)', fontSize: 12 }}>最近 {formatDateTime(row.lastReportedAt)}</div>
          {row.reasons.length ? <div style={{ fontSize: 12 }}>理由：{row.reasons.join('；')}</div> : null}
        </div>
      ),
    },
    {
      title: '操作',
      render: (_: unknown, row: ReportedComment) => (
        <Space wrap>
          <Button size="mini" status="danger" onClick={() => ask(row, 'delete')} aria-label={`删除评论 ${row.id}`}>
            删除
          </Button>
          <Button size="mini" onClick={() => ask(row, 'dismiss')} aria-label={`驳回评论 ${row.id} 的举报`}>
            驳回
          </Button>
        </Space>
      ),
    },
  ];

  if (error && !data) return <ErrorState message={apiErrorMessage(error, '加载失败')} onRetry={reload} />;
  return (
    <>
      <h1 ref={heading} tabIndex={-1} style={{ fontSize: 20 }}>
        评论管理
      </h1>
      <p style={{ color: 'var(--color-text-3)' }}>会员举报的评论，最近被举报的在前。删除后评论从页面移除；驳回则保留评论。</p>
      <div ref={list}>
        <Table
          rowKey="id"
          loading={loading}
          columns={columns}
          data={data?.rows ?? []}
          scroll={{ x: 720 }}
          noDataElement="没有待处理的举报"
          pagination={{ current: page + 1, pageSize: PER_PAGE, total: data?.count ?? 0, onChange: (current) => setPage(current - 1) }}
        />
      </div>
      <ReasonDialog request={request} onClose={() => setRequest(null)} />
    </>
  );
}

export function CommentsPage() {
  return (
    <AdminFrame roles={['admin']}>
      <ReportedComments />
    </AdminFrame>
  );
}
