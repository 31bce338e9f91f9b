import { Button, Input, Message, Radio, Space, Table, Tag } from '@arco-design/web-react';
import { ErrorState, apiErrorMessage, formatDateTime, getHref, useRequest } from '@site/shared';
import { useState } from 'react';
import { AdminFrame } from '../features/access';
import { getModeratedShots, setShotDisabled, type ModeratedShot, type ShotFilter } from '../features/moderation/api/shots';
import { ReasonDialog, type ReasonRequest } from '../features/reason/reason-dialog';

const PER_PAGE = 20;
const FILTERS: { value: ShotFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'published', label: '已发布' },
  { value: 'unpublished', label: '未发布' },
  { value: 'disabled', label: '已禁用' },
];

function ShotModeration() {
  const [query, setQuery] = useState({ page: 0, keyword: '', filter: 'all' as ShotFilter });
  const [typed, setTyped] = useState('');
  const search = (keyword: string) => setQuery((q) => ({ ...q, page: 0, keyword: keyword.trim() }));
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const { data, error, loading, reload } = useRequest(
    `admin:shots:${JSON.stringify(query)}`,
    (signal) => getModeratedShots({ ...query, perPage: PER_PAGE }, signal),
    { keepPrevious: true },
  );

  const ask = (shot: ModeratedShot) => {
    const disable = !shot.disabledByAdmin;
    setRequest({
      title: disable ? `禁用作品「${shot.title}」` : `解除禁用「${shot.title}」`,
      description: disable ? '作品将被下架，作者不能再自行发布（发布时提示作品已被管理员禁用）。' : '作品将重新发布，作者可以再自行管理发布状态。',
      run: async (reason) => {
        await setShotDisabled(shot.id, disable, reason);
        Message.success(disable ? '已禁用' : '已解除禁用');
        reload();
      },
    });
  };

  const columns = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    {
      title: '标题',
      dataIndex: 'title',
      render: (title: string, row: ModeratedShot) => (
        <a href={getHref('shotDetail', { id: row.id })} target="_blank" rel="noreferrer">
          {title}
        </a>
      ),
    },
    { title: '作者', render: (_: unknown, row: ModeratedShot) => `${row.user.nickname}（${row.user.username}）` },
    { title: '发布时间', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      title: '状态',
      render: (_: unknown, row: ModeratedShot) =>
        row.disabledByAdmin ? (
          <Tag color="red" title={row.disabledReason}>
            已禁用{row.disabledReason ? `：${row.disabledReason}` : ''}
          </Tag>
        ) : row.status === 'published' ? (
          <Tag color="green">已发布</Tag>
        ) : (
          <Tag>未发布</Tag>
        ),
    },
    {
      title: '操作',
      render: (_: unknown, row: ModeratedShot) => (
        <Button size="mini" status={row.disabledByAdmin ? 'default' : 'danger'} onClick={() => ask(row)} aria-label={`${row.disabledByAdmin ? '解除禁用' : '禁用'} ${row.title}`}>
          {row.disabledByAdmin ? '解除禁用' : '禁用'}
        </Button>
      ),
    },
  ];

  if (error && !data) return <ErrorState message={apiErrorMessage(error, '加载失败')} onRetry={reload} />;
  return (
    <>
      <h1 style={{ fontSize: 20 }}>作品管理</h1>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="搜索标题或作者"
          value={typed}
          onChange={setTyped}
          onSearch={(keyword) => search(keyword)}
          onPressEnter={() => search(typed)}
          onClear={() => search('')}
          style={{ width: 240 }}
        />
        <Radio.Group type="button" value={query.filter} onChange={(filter: ShotFilter) => setQuery((q) => ({ ...q, page: 0, filter }))} options={FILTERS} />
      </Space>
      <Table
        rowKey="id"
        loading={loading}
        columns={columns}
        data={data?.rows ?? []}
        noDataElement="没有符合条件的作品"
        pagination={{ current: query.page + 1, pageSize: PER_PAGE, total: data?.count ?? 0, onChange: (current) => setQuery((q) => ({ ...q, page: current - 1 })) }}
      />
      <ReasonDialog request={request} onClose={() => setRequest(null)} />
    </>
  );
}

export function ShotsModerationPage() {
  return (
    <AdminFrame roles={['admin']}>
      <ShotModeration />
    </AdminFrame>
  );
}
