import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawStroke } from '../../testing/draw';
import { installFakeCanvas } from '../../testing/fake-canvas';
import { installFakeServer, type FakeServer } from '@site/shared/testing';
import { renderPage } from '../../testing/render';
import { PromisePage } from '../promise-page';

const SIGN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  installFakeCanvas(SIGN);
});

type User = ReturnType<typeof userEvent.setup>;
const submit = (user: User) => user.click(screen.getByRole('button', { name: '提交承诺书' }));

async function fillPerson(user: User) {
  await user.type(screen.getByLabelText('姓名'), '张三');
  await user.type(screen.getByLabelText('手机号'), '13800138000');
  await user.type(screen.getByLabelText('现居住地址'), '北京市海淀区');
}

async function sign(user: User, xs: number[][]) {
  await user.click(screen.getByRole('button', { name: /签名$/ }));
  const dialog = await screen.findByRole('dialog');
  const canvas = within(dialog).getByLabelText('签名区域');
  for (const stroke of xs) drawStroke(canvas, stroke);
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
}

test('refuses a signature shorter than 200 of horizontal travel, then accepts a longer one and submits', async () => {
  const user = userEvent.setup();
  server.on('POST', '/api/disease/info', { data: { id: 3, kind: 'promise' } });
  renderPage(<PromisePage />);
  await fillPerson(user);
  await user.click(screen.getByRole('radio', { name: '未离京' }));
  const group = (name: string) => within(screen.getByRole('radiogroup', { name }));
  await user.click(group('近期是否去过武汉或湖北其他地区').getByRole('radio', { name: '否' }));
  await user.click(group('是否接触过疑似病例或湖北人员').getByRole('radio', { name: '否' }));

  await sign(user, [[10, 60, 110]]);
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', '签名过短，请完整签写姓名');
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '清除' }));
  drawStroke(within(dialog).getByLabelText('签名区域'), [10, 120]);
  drawStroke(within(dialog).getByLabelText('签名区域'), [20, 130]);
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await screen.findByAltText('已保存的签名')).toBeTruthy();

  await submit(user);
  expect(await screen.findByText('已提交', { selector: '.arco-result-title' })).toBeTruthy();
  expect(server.calls('POST', '/api/disease/info')[0].body).toEqual({
    name: '张三',
    tel: '13800138000',
    address: '北京市海淀区',
    inBeijing: 3,
    backDate: '',
    vehicle: '',
    vehicleNum: '',
    goDiseaseArea: 3,
    touch: 3,
    sign: SIGN,
  });
});

test('cancel closes the dialog without keeping the strokes', async () => {
  const user = userEvent.setup();
  renderPage(<PromisePage />);
  await user.click(screen.getByRole('button', { name: '点击此处签名' }));
  const dialog = await screen.findByRole('dialog');
  drawStroke(within(dialog).getByLabelText('签名区域'), [0, 300]);
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  expect(screen.getByRole('button', { name: '点击此处签名' })).toBeTruthy();
  expect(screen.queryByAltText('已保存的签名')).toBeNull();
});

test('signs with the keyboard alone: the typed name is the signature, and the focus comes back to the field', async () => {
  const user = userEvent.setup();
  renderPage(<PromisePage />);
  const field = screen.getByRole('button', { name: '点击此处签名' });
  act(() => field.focus());
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: '手写签名' });
  const switchButton = within(dialog).getByRole('button', { name: '无法手写？改用键盘输入姓名' });
  switchButton.focus();
  await user.keyboard('{Enter}');
  const input = within(dialog).getByLabelText('输入本人姓名作为签名');
  expect(document.activeElement).toBe(input);
  expect(within(dialog).queryByLabelText('签名区域')).toBeNull();

  await user.keyboard('张{Enter}');
  expect((await within(dialog).findByRole('alert')).textContent).toBe('签名过短，请输入完整姓名');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  await user.keyboard('三{Enter}');

  expect(await screen.findByAltText('已保存的签名')).toHaveProperty('src', SIGN);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '重新签名' })));
  // The Enter that saved did not press the field it landed on (the dialog, opening again, would take the focus).
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '重新签名' }));
}, 20_000);

test('switching back to drawing brings the pad back', async () => {
  const user = userEvent.setup();
  renderPage(<PromisePage />);
  await user.click(screen.getByRole('button', { name: '点击此处签名' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '无法手写？改用键盘输入姓名' }));
  await user.click(within(dialog).getByRole('button', { name: '改为手写签名' }));
  expect(within(dialog).getByLabelText('签名区域')).toBeTruthy();
  expect(within(dialog).queryByLabelText('输入本人姓名作为签名')).toBeNull();
});

test('checks in spec order; return-trip fields appear only for those who returned', async () => {
  const user = userEvent.setup();
  renderPage(<PromisePage />);
  await submit(user);
  expect(await screen.findByText('请输入姓名')).toBeTruthy();
  await user.type(screen.getByLabelText('姓名'), '李四');
  await user.type(screen.getByLabelText('手机号'), '1380013800');
  await submit(user);
  expect(await screen.findByText('手机号应为11位数字')).toBeTruthy();
  await user.type(screen.getByLabelText('手机号'), '0');
  await submit(user);
  expect(await screen.findByText('请输入现居住地址')).toBeTruthy();
  await user.type(screen.getByLabelText('现居住地址'), '北京');
  await submit(user);
  expect(await screen.findByText('请选择目前是否在京')).toBeTruthy();

  expect(screen.queryByText('返京日期')).toBeNull();
  await user.click(screen.getByRole('radio', { name: '已返京' }));
  expect(screen.getByText('返京日期')).toBeTruthy();
  await submit(user);
  expect(await screen.findByText('请选择返京日期')).toBeTruthy();
  expect(screen.queryByLabelText('车次/航班号')).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: '自驾' }));
  expect(screen.queryByLabelText('车次/航班号')).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: '火车' }));
  expect(screen.getByLabelText('车次/航班号')).toBeTruthy();
  expect(server.calls('POST', '/api/disease/info')).toHaveLength(0);
});
