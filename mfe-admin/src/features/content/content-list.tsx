import { Button, Message, Popconfirm, Space, Table, Tag } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp } from '@arco-design/web-react/icon';
import { apiErrorMessage, focusAfterRemoval, imageUrl, popconfirmFocus } from '@site/shared';
import { useRef, useState } from 'react';
import { createContent, deleteContent, reorderContent, updateContent, type ContentKindName, type ContentRow, type ContentValues } from './api/content';
import { ContentEditor, type EditorRequest } from './content-editor';
import { blankValues, valuesOf, type FieldDef } from './content-fields';

export interface ContentListProps {
  kind: ContentKindName;
  /** What one row is called in buttons and messages: 轮播图, 工具… */
  noun: string;
  fields: FieldDef[];
  /** The rows of one ordered list (one banner group, one tool group…), in order. */
  rows: ContentRow[];
  loading: boolean;
  /** Values every new row of this list gets (its group). */
  fixed?: ContentValues;
  onChanged: () => void;
}

const cell = (field: FieldDef, row: ContentRow) => {
  const value = row[field.key];
  if (field.type === 'switch') return value ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>;
  if (field.type === 'select') return field.options.find((option) => option.value === value)?.label ?? String(value);
  if (field.type === 'image') return value ? <img src={field.size ? imageUrl(String(value), field.size) : String(value)} alt="" style={{ width: field.size ? 160 : 32, maxWidth: '100%' }} /> : '—';
  return <span style={{ wordBreak: 'break-all' }}>{String(value ?? '')}</span>;
};

/** One ordered list: add, edit, move up or down (mobile friendly, no dragging), delete. */
export function ContentList({ kind, noun, fields, rows, loading, fixed = {}, onChanged }: ContentListProps) {
  const [editing, setEditing] = useState<EditorRequest | null>(null);
  const [moving, setMoving] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      Message.success(done);
      onChanged();
    } catch (failure) {
      Message.error(apiErrorMessage(failure, failed));
    }
  };
  const remove = (row: ContentRow) => {
    // The row goes with the 删除 its confirmation gives the focus back to: the focus goes on to the next row (the
    // one before when it was the last), or to 新建… above the list when none is left.
    const label = `删除 ${String(row.name)}`;
    const item = Array.from(list.current?.querySelectorAll('button') ?? []).find((button) => button.getAttribute('aria-label') === label)?.closest('tr');
    if (item && list.current) focusAfterRemoval(item, { list: list.current, items: 'tbody tr', fallback: () => createButton.current });
    return run(() => deleteContent(kind, row.id), '已删除', '删除失败');
  };
  const move = async (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    setMoving(true);
    await run(() => reorderContent(kind, ids), '顺序已调整', '调整顺序失败');
    setMoving(false);
  };
  const create = () =>
    setEditing({
      title: `新建${noun}`,
      fields,
      values: blankValues(fields, fixed),
      save: async (values) => {
        await createContent(kind, { ...values, ...fixed });
        Message.success('已创建');
        onChanged();
      },
    });
  const edit = (row: ContentRow) =>
    setEditing({
      title: `编辑${noun}`,
      fields,
      values: valuesOf(fields, row),
      save: async (values) => {
        await updateContent(kind, row.id, values);
        Message.success('已保存');
        onChanged();
      },
    });

  const columns = [
    ...fields.map((field) => ({ title: field.label, render: (_: unknown, row: ContentRow) => cell(field, row) })),
    {
      title: '操作',
      // The four buttons stay on one line: 删除 alone on a second line read as belonging to the next row.
      render: (_: unknown, row: ContentRow, index: number) => (
        <Space size={4} className="admin-nowrap">
          <Button size="mini" icon={<IconArrowUp />} disabled={index === 0 || moving} aria-label={`上移 ${String(row.name)}`} onClick={() => void move(index, -1)} />
          <Button size="mini" icon={<IconArrowDown />} disabled={index === rows.length - 1 || moving} aria-label={`下移 ${String(row.name)}`} onClick={() => void move(index, 1)} />
          <Button size="mini" onClick={() => edit(row)} aria-label={`编辑 ${String(row.name)}`}>
            编辑
          </Button>
          <Popconfirm {...popconfirmFocus} title={`确定删除这个${noun}吗？`} okText="删除" cancelText="取消" onOk={() => remove(row)}>
            <Button size="mini" status="danger" aria-label={`删除 ${String(row.name)}`}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div style={{ margin: '12px 0 16px' }}>
        <Button ref={createButton} type="primary" size="small" onClick={create}>
          新建{noun}
        </Button>
      </div>
      <div ref={list}>
        <Table rowKey="id" loading={loading} columns={columns} data={rows} pagination={false} scroll={{ x: 'max-content' }} noDataElement={`还没有${noun}`} />
      </div>
      {editing ? <ContentEditor request={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
