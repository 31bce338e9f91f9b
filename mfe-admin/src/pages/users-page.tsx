import { Input, Message, Switch, Table, Tag } from '@arco-design/web-react';
import { ErrorState, apiErrorMessage, formatDateTime, useRequest, userAtom } from '@site/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { AdminFrame } from '../features/access';
import { getAdminUsers, updateAdminUser, type AdminUser, type ManagedRole, type UserChange } from '../features/moderation/api/users';
import { ReasonDialog, type ReasonRequest } from '../features/reason/reason-dialog';

const PER_PAGE = 20;
const ROLE_LABELS: Record<ManagedRole, string> = { admin: '管理员', teacher: '讲师', release: '发布管理员' };
const ROLES = Object.keys(ROLE_LABELS) as ManagedRole[];

function UserAdmin() {
  const me = useAtomValue(userAtom);
  const [query, setQuery] = useState({ page: 0, keyword: '' });
  const [typed, setTyped] = useState('');
  const search = (keyword: string) => setQuery({ page: 0, keyword: keyword.trim() });
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const { data, error, loading, reload } = useRequest(`admin:users:${JSON.stringify(query)}`, (signal) => getAdminUsers({ ...query, perPage: PER_PAGE }, signal), {
    keepPrevious: true,
  });

  /** One switch flipped: confirm with a reason, then save. */
  const ask = (user: AdminUser, what: string, change: Omit<UserChange, 'id' | 'reason'>) =>
    setRequest({
      title: `${user.nickname}（${user.username}）`,
      description: what,
      run: async (reason) => {
        await updateAdminUser({ id: user.id, ...change, reason });
        Message.success('已保存');
        reload();
      },
    });

  const self = (user: AdminUser) => user.id === me?.id;
  const toggle = (label: string, checked: boolean, onChange: (value: boolean) => void, disabled = false) => (
    <Switch size="small" aria-label={label} checked={checked} disabled={disabled} onChange={onChange} />
  );

  // Emails, account names and times read as one word each: they never break inside (the table scrolls instead).
  const columns = [
    {
      title: '用户',
      render: (_: unknown, u: AdminUser) => (
        <>
          <div>{u.nickname}</div>
          <div className="admin-nowrap" style={{ color: 'var(--color-text-3)', fontSize: 12 }}>
            {u.username}
          </div>
        </>
      ),
    },
    { title: '邮箱', dataIndex: 'email', render: (email: string) => <span className="admin-nowrap">{email}</span> },
    ...ROLES.map((role) => ({
      title: ROLE_LABELS[role],
      render: (_: unknown, u: AdminUser) =>
        toggle(`${u.username} ${ROLE_LABELS[role]}`, u.roles[role] === true, (value) => ask(u, `${value ? '授予' : '取消'}「${ROLE_LABELS[role]}」角色`, { roles: { [role]: value } }), role === 'admin' && self(u)),
    })),
    {
      title: '可发布作品',
      render: (_: unknown, u: AdminUser) => toggle(`${u.username} 可发布作品`, u.canPostShot, (value) => ask(u, `${value ? '允许' : '禁止'}发布作品`, { canPostShot: value })),
    },
    {
      title: '可置顶评论',
      render: (_: unknown, u: AdminUser) => toggle(`${u.username} 可置顶评论`, u.canTopComment, (value) => ask(u, `${value ? '允许' : '禁止'}置顶评论`, { canTopComment: value })),
    },
    {
      // On means usable, like every other switch in the row (on = allowed); the word says which state it is in.
      title: '账号状态',
      render: (_: unknown, u: AdminUser) => (
        <span className="admin-nowrap" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          {toggle(`${u.username} 账号可用`, !u.disabled, (usable) => ask(u, usable ? '恢复账号' : '停用账号：立即退出所有登录，且不能再登录', { disabled: !usable }), self(u))}
          {u.disabled ? <Tag color="red">已停用</Tag> : <span>正常</span>}
        </span>
      ),
    },
    { title: '注册时间', dataIndex: 'createdAt', render: (v: string) => <span className="admin-nowrap">{formatDateTime(v)}</span> },
  ];

  if (error && !data) return <ErrorState message={apiErrorMessage(error, '加载失败')} onRetry={reload} />;
  return (
    <>
      <h1 style={{ fontSize: 20 }}>用户管理</h1>
      <Input.Search
        allowClear
        placeholder="搜索用户名、昵称或邮箱"
        value={typed}
        onChange={setTyped}
        onSearch={(keyword) => search(keyword)}
        onPressEnter={() => search(typed)}
        onClear={() => search('')}
        style={{ width: 260, marginBottom: 12 }}
      />
      <Table
        rowKey="id"
        loading={loading}
        columns={columns}
        data={data?.rows ?? []}
        noDataElement="没有符合条件的用户"
        scroll={{ x: 'max-content' }}
        pagination={{ current: query.page + 1, pageSize: PER_PAGE, total: data?.count ?? 0, onChange: (current) => setQuery((q) => ({ ...q, page: current - 1 })) }}
      />
      <ReasonDialog request={request} onClose={() => setRequest(null)} />
    </>
  );
}

export function UsersPage() {
  return (
    <AdminFrame roles={['admin']}>
      <UserAdmin />
    </AdminFrame>
  );
}
