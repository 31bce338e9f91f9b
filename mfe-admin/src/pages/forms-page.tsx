import { Button, Radio, Space, Table, Tag } from '@arco-design/web-react';
import { ErrorState, apiErrorMessage, focusAfterRemoval, formatDateTime, useRequest } from '@site/shared';
import { useRef, useState, type MouseEvent } from 'react';
import { AdminFrame } from '../features/access';
import { PROMISE_CSV_HREF, getHealthSigns, getSignDays, healthSignCsvHref, type HealthSignFilter, type HealthSignRow, type SignDay } from '../features/forms/api/health-signs';

const PER_PAGE = 20;
const DAYS = 30;

function SignDays({ selected, onSelect }: { selected?: string; onSelect: (date: string | undefined) => void }) {
  const { data, error, reload } = useRequest(`admin:sign-days:${DAYS}`, (signal) => getSignDays(DAYS, signal));
  if (error && !data) return <ErrorState message={apiErrorMessage(error, '加载失败')} onRetry={reload} />;
  const columns = [
    { title: '签到日期', dataIndex: 'date' },
    { title: '签到人数', dataIndex: 'total' },
    { title: '身体不适', dataIndex: 'unwell', render: (n: number) => (n > 0 ? <Tag color="red">{n}</Tag> : 0) },
    { title: '不在京', dataIndex: 'outside' },
    {
      title: '',
      render: (_: unknown, day: SignDay) =>
        day.date === selected ? (
          <Button size="mini" onClick={() => onSelect(undefined)}>
            显示全部
          </Button>
        ) : (
          <Button size="mini" type="text" onClick={() => onSelect(day.date)} aria-label={`查看当天（${day.date}）的签到`}>
            查看当天
          </Button>
        ),
    },
  ];
  return <Table<SignDay> rowKey="date" size="small" columns={columns} data={data ?? []} pagination={{ pageSize: 7 }} noDataElement={`最近 ${DAYS} 天没有签到`} />;
}

const HEALTH_OPTIONS = [
  { value: 0, label: '全部' },
  { value: 1, label: '身体良好' },
  { value: 2, label: '身体不适' },
];

function HealthForms() {
  const [filter, setFilter] = useState<HealthSignFilter>({});
  const [page, setPage] = useState(0);
  const tools = useRef<HTMLDivElement>(null);
  const change = (next: HealthSignFilter) => {
    setFilter(next);
    setPage(0);
  };
  const clearDate = (event: MouseEvent) => {
    // The day's tag goes with its close button, which had the focus when pressed by keyboard: the focus goes on to
    // the next control of the row (导出签到 CSV). Arco's Space keys its items by position, so the controls after the
    // tag are drawn anew: they are found again by their data-tool.
    const item = event.target instanceof Element ? event.target.closest('[data-tool]') : null;
    if (item && tools.current) focusAfterRemoval(item, { list: tools.current, items: '[data-tool]', keyAttribute: 'data-tool', fallback: () => null });
    change({ ...filter, signDate: undefined });
  };
  const { data, error, loading, reload } = useRequest(
    `admin:signs:${JSON.stringify(filter)}:${page}`,
    (signal) => getHealthSigns({ page, perPage: PER_PAGE, ...filter }, signal),
    { keepPrevious: true },
  );
  const columns = [
    { title: '签到日期', dataIndex: 'signDate' },
    { title: '会员', render: (_: unknown, r: HealthSignRow) => `${r.nickname}（${r.username}）` },
    { title: '是否在京', dataIndex: 'inBeijing', render: (v: number) => (v === 1 ? '在京' : '不在京') },
    { title: '身体状况', dataIndex: 'isHealth', render: (v: number) => (v === 1 ? '良好' : <Tag color="red">不适</Tag>) },
    { title: '体温(℃)', dataIndex: 'temperature' },
    { title: '情况说明', dataIndex: 'remark', render: (v: string) => v.trim() || '—' },
    { title: '提交时间', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
  ];
  return (
    <>
      <h1 style={{ fontSize: 20 }}>健康表单</h1>
      <SignDays selected={filter.signDate} onSelect={(signDate) => change({ ...filter, signDate })} />
      <Space ref={tools} wrap style={{ margin: '16px 0 12px' }}>
        <Radio.Group
          type="button"
          value={filter.isHealth ?? 0}
          options={HEALTH_OPTIONS}
          onChange={(value: number) => change({ ...filter, isHealth: value === 0 ? undefined : value })}
        />
        {filter.signDate ? (
          // Arco names the close button "Close": the name says what it does, in Chinese.
          <Tag data-tool="date" closable __closeIconProps={{ 'aria-label': `取消按日期（${filter.signDate}）筛选` }} onClose={clearDate}>
            {filter.signDate}
          </Tag>
        ) : null}
        <Button data-tool="sign-csv" href={healthSignCsvHref(filter)} download>
          导出签到 CSV
        </Button>
        <Button data-tool="promise-csv" href={PROMISE_CSV_HREF} download>
          导出承诺书 CSV
        </Button>
      </Space>
      {error && !data ? (
        <ErrorState message={apiErrorMessage(error, '加载失败')} onRetry={reload} />
      ) : (
        <Table
          rowKey="id"
          loading={loading}
          columns={columns}
          data={data?.rows ?? []}
          noDataElement="没有符合条件的签到"
          scroll={{ x: 900 }}
          pagination={{ current: page + 1, pageSize: PER_PAGE, total: data?.count ?? 0, onChange: (current) => setPage(current - 1) }}
        />
      )}
    </>
  );
}

export function FormsPage() {
  return (
    <AdminFrame roles={['admin']}>
      <HealthForms />
    </AdminFrame>
  );
}
