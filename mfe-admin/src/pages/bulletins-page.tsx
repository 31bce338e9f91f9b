import { Button, Message, Popconfirm, Space, Table, Tag } from '@arco-design/web-react';
import { ErrorState, apiErrorMessage, focusAfterRemoval, formatDateTime, popconfirmFocus, useRequest } from '@site/shared';
import { useRef, useState } from 'react';
import { AdminFrame } from '../features/access';
import { createBulletin, deleteBulletin, getBulletins, updateBulletin, type AdminBulletin } from '../features/content/api/bulletins';
import { BulletinEditor, PUBLISH_WARNING, type BulletinDraft } from '../features/content/bulletin-editor';

const PER_PAGE = 20;

function Bulletins() {
  const [page, setPage] = useState(0);
  const [draft, setDraft] = useState<BulletinDraft | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, loading, reload } = useRequest(`admin:bulletins:${page}`, (signal) => getBulletins({ page, perPage: PER_PAGE }, signal), { keepPrevious: true });

  const save = async (next: BulletinDraft) => {
    if (next.id) await updateBulletin({ id: next.id, description: next.description, published: next.published });
    else await createBulletin({ description: next.description, published: next.published });
    Message.success('已保存');
    reload();
  };
  const setPublished = async (bulletin: AdminBulletin, published: boolean) => {
    try {
      await updateBulletin({ id: bulletin.id, published });
      Message.success(published ? '已发布' : '已取消发布');
      reload();
    } catch (failure) {
      Message.error(apiErrorMessage(failure, published ? '发布失败' : '取消发布失败'));
    }
  };
  const remove = async (bulletin: AdminBulletin) => {
    // The row goes with the 删除 its confirmation gives the focus back to: the focus goes on to the next row (the
    // one before when it was the last), or to the heading when none is left.
    const row = list.current?.querySelector(`[aria-label="删除公告 ${bulletin.id}"]`)?.closest('tr');
    const stop = row && list.current ? focusAfterRemoval(row, { list: list.current, items: 'tbody tr', fallback: () => heading.current }) : undefined;
    try {
      await deleteBulletin(bulletin.id);
      Message.success('已删除');
      reload();
    } catch (failure) {
      stop?.();
      Message.error(apiErrorMessage(failure, '删除失败'));
    }
  };

  const columns = [
    { title: '内容', dataIndex: 'description' },
    { title: '状态', dataIndex: 'published', render: (published: boolean) => (published ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>) },
    { title: '创建时间', dataIndex: 'createdAt', render: (v: string) => <span className="admin-nowrap">{formatDateTime(v)}</span> },
    {
      title: '操作',
      render: (_: unknown, b: AdminBulletin) => (
        <Space size={4} className="admin-nowrap">
          {b.published ? (
            <Button size="mini" onClick={() => void setPublished(b, false)} aria-label={`取消发布公告 ${b.id}`}>
              取消发布
            </Button>
          ) : (
            <Popconfirm {...popconfirmFocus} title="发布这条公告？" content={PUBLISH_WARNING} okText="发布" cancelText="再想想" onOk={() => setPublished(b, true)}>
              <Button size="mini" type="primary" aria-label={`发布公告 ${b.id}`}>
                发布
              </Button>
            </Popconfirm>
          )}
          <Button size="mini" onClick={() => setDraft(b)} aria-label={`编辑公告 ${b.id}`}>
            编辑
          </Button>
          <Popconfirm {...popconfirmFocus} title="确定删除这条公告吗？" okText="删除" cancelText="取消" onOk={() => remove(b)}>
            <Button size="mini" status="danger" aria-label={`删除公告 ${b.id}`}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  if (error && !data) return <ErrorState message={apiErrorMessage(error, '加载失败')} onRetry={reload} />;
  return (
    <>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <h1 ref={heading} tabIndex={-1} style={{ fontSize: 20 }}>
          公告管理
        </h1>
        {/* A new bulletin starts as a draft: publishing reaches every visitor, so it is a choice, then confirmed. */}
        <Button type="primary" onClick={() => setDraft({ description: '', published: false })}>
          新建公告
        </Button>
      </Space>
      <div ref={list}>
        <Table
          rowKey="id"
          loading={loading}
          columns={columns}
          data={data?.rows ?? []}
          noDataElement="还没有公告"
          pagination={{ current: page + 1, pageSize: PER_PAGE, total: data?.count ?? 0, onChange: (current) => setPage(current - 1) }}
        />
      </div>
      {draft ? <BulletinEditor draft={draft} onSave={save} onClose={() => setDraft(null)} /> : null}
    </>
  );
}

export function BulletinsPage() {
  return (
    <AdminFrame roles={['admin']}>
      <Bulletins />
    </AdminFrame>
  );
}
