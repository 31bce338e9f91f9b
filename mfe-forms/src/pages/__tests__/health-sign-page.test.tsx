import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, fail, type FakeServer } from '@site/shared/testing';
import { renderPage } from '../../testing/render';
import { HealthSignPage } from '../health-sign-page';

const CID = '11010519491231002x';
const at = (hours: number, minutes: number) => () => new Date(2020, 1, 10, hours, minutes, 30);
const openClock = at(9, 0);

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  server.on('GET', '/api/user/search/cid', ({ params }) =>
    params.cid === CID.toUpperCase() ? { data: [{ username: 'zhangsan', nickname: '张三' }] } : { data: [] },
  );
});

describe('time window (injected clock)', () => {
  test.each([
    ['07:59', false, at(7, 59)],
    ['08:00', true, at(8, 0)],
    ['11:59', true, at(11, 59)],
    ['12:00', false, at(12, 0)],
  ])('at %s the form is shown: %s', (_label, open, clock) => {
    renderPage(<HealthSignPage />, { clock });
    expect(screen.queryByRole('button', { name: '提交签到' }) !== null).toBe(open);
    expect(screen.queryByText('每日健康签到开放时间为 08:00-12:00') !== null).toBe(!open);
  });
});

async function fillHealthy(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('身份证号'), CID);
  await screen.findByText('学员：张三（zhangsan）');
  await user.click(screen.getByRole('radio', { name: '在京' }));
  await user.click(screen.getByRole('radio', { name: '良好' }));
  await user.type(screen.getByLabelText('体温'), '36.5');
}

test('looks the member up at 18 characters and signs in with the ID upper-cased and a blank remark', async () => {
  const user = userEvent.setup();
  server.on('POST', '/api/disease/info', { data: { id: 1, kind: 'health-sign' } });
  renderPage(<HealthSignPage />, { clock: openClock });

  await user.type(screen.getByLabelText('身份证号'), CID.slice(0, 17));
  expect(server.calls('GET', '/api/user/search/cid')).toHaveLength(0);
  await user.clear(screen.getByLabelText('身份证号'));
  await fillHealthy(user);
  expect(server.calls('GET', '/api/user/search/cid')).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: '提交签到' }));
  expect(await screen.findByText('签到成功', { selector: '.arco-result-title' })).toBeTruthy();
  expect(server.calls('POST', '/api/disease/info')[0].body).toEqual({
    cid: CID.toUpperCase(),
    inBeijing: 1,
    isHealth: 1,
    temperature: '36.5',
    remark: ' ',
  });
});

test('shows the first broken rule in spec order and sends nothing', async () => {
  const user = userEvent.setup();
  renderPage(<HealthSignPage />, { clock: openClock });
  const submit = () => user.click(screen.getByRole('button', { name: '提交签到' }));

  await submit();
  // Each error is an alert: a screen reader says it as it appears (issue 42).
  expect((await screen.findByRole('alert')).textContent).toBe('请输入身份证号');
  await user.type(screen.getByLabelText('身份证号'), '110105');
  await submit();
  expect(await screen.findByText('身份证号应为18位')).toBeTruthy();
  await user.type(screen.getByLabelText('身份证号'), '194912310099');
  expect(await screen.findByText('未找到该身份证号对应的学员')).toBeTruthy();

  await user.clear(screen.getByLabelText('身份证号'));
  await user.type(screen.getByLabelText('身份证号'), CID);
  await screen.findByText('学员：张三（zhangsan）');
  await submit();
  expect(await screen.findByText('请选择目前是否在京')).toBeTruthy();
  await user.click(screen.getByRole('radio', { name: '不在京' }));
  await submit();
  expect(await screen.findByText('请选择身体状况')).toBeTruthy();
  await user.click(screen.getByRole('radio', { name: '不适' }));
  await submit();
  expect(await screen.findByText('请填写体温')).toBeTruthy();
  await user.type(screen.getByLabelText('体温'), '37.8');
  await submit();
  expect(await screen.findByText('身体不适时请填写具体情况')).toBeTruthy();
  expect(server.calls('POST', '/api/disease/info')).toHaveLength(0);
});

test('a second sign-in says so; other failures give a generic retry warning', async () => {
  const user = userEvent.setup();
  let answer = fail(409, '今日已签到，无需重复提交');
  server.on('POST', '/api/disease/info', () => answer);
  renderPage(<HealthSignPage />, { clock: openClock });
  await fillHealthy(user);

  await user.click(screen.getByRole('button', { name: '提交签到' }));
  expect(await screen.findByText('今日已签到，无需重复提交')).toBeTruthy();
  answer = fail(500, '服务器内部错误');
  await user.click(screen.getByRole('button', { name: '提交签到' }));
  expect(await screen.findByText('签到失败，请稍后重试')).toBeTruthy();
  await waitFor(() => expect(screen.getByRole('button', { name: '提交签到' })).toBeTruthy());
});
