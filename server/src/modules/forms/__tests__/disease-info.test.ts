import { healthPromises, healthSigns } from '../tables';
import { createTestApp, createUser, dataOf, errorOf, injectAs, type TestApp } from '../../../../test/helpers';
import { CID, PNG_1PX, healthSign, promise } from './fixtures';

let t: TestApp;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  memberId = (await createUser(t.database, { cid: CID })).id;
}, 120_000);
afterAll(() => t.close());

// A fresh client address per call keeps these tests clear of the per-IP limit, which has its own suite.
let address = 0;
const post = (payload: object, userId: number | null = null) =>
  injectAs(t, userId, { method: 'POST', url: '/api_v1/api/disease/info', payload, remoteAddress: `10.1.0.${++address}` });

const countRows = async () => ({
  signs: (await t.database.db.select().from(healthSigns)).length,
  promises: (await t.database.db.select().from(healthPromises)).length,
});

describe('health sign-in', () => {
  test('re-checks every rule in spec order and stores nothing on bad input', async () => {
    const before = await countRows();
    const cases: [object, string, string][] = [
      [healthSign({ cid: '' }), 'cid', '请输入身份证号'],
      [healthSign({ cid: '12345' }), 'cid', '身份证号应为18位'],
      [healthSign({ cid: '110105194912310099' }), 'cid', '未找到该身份证号对应的学员'],
      [healthSign({ inBeijing: undefined, isHealth: undefined }), 'inBeijing', '请选择目前是否在京'],
      [healthSign({ isHealth: 5 }), 'isHealth', '请选择身体状况'],
      [healthSign({ temperature: '' }), 'temperature', '请填写体温'],
      [healthSign({ isHealth: 2, remark: '' }), 'remark', '身体不适时请填写具体情况'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 400, message, fields: { [field]: message } });
    }
    expect(await countRows()).toEqual(before);
  });

  test('refuses unknown fields and a payload mixing both forms', async () => {
    expect((await post({ ...healthSign(), extra: 1 })).statusCode).toBe(400);
    const mixed = await post({ ...healthSign(), sign: PNG_1PX });
    expect(mixed.statusCode).toBe(400);
    expect(errorOf(mixed).fields).toEqual({ sign: '不属于该表单' });
  });

  test('stores one sign-in per member per day; the second says so', async () => {
    const first = await post(healthSign({ isHealth: 1, remark: 'ignored when healthy' }));
    expect(dataOf(first)).toMatchObject({ kind: 'health-sign' });
    const [row] = await t.database.db.select().from(healthSigns);
    expect(row).toMatchObject({ userId: memberId, inBeijing: 1, isHealth: 1, temperature: '36.5', remark: ' ' });

    const second = await post(healthSign({ cid: CID, isHealth: 2, remark: '咳嗽' }));
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toMatchObject({ code: 409, message: '今日已签到，无需重复提交' });
    expect((await countRows()).signs).toBe(1);

    // The next day (site time zone) is a new day.
    t.clock.advance(24 * 60 * 60 * 1000);
    expect(dataOf(await post(healthSign()))).toMatchObject({ kind: 'health-sign' });
    expect((await countRows()).signs).toBe(2);
  });
});

describe('health promise', () => {
  test('re-checks the rules in spec order and stores nothing on bad input', async () => {
    const before = await countRows();
    const cases: [object, string, string][] = [
      [promise({ name: '', tel: '' }), 'name', '请输入姓名'],
      [promise({ tel: '1380013800' }), 'tel', '手机号应为11位数字'],
      [promise({ address: '' }), 'address', '请输入现居住地址'],
      [promise({ inBeijing: 9 }), 'inBeijing', '请选择目前是否在京'],
      [promise({ backDate: '2020-02-01' }), 'backDate', '返京日期格式应为 YYYY/MM/DD'],
      [promise({ vehicle: '' }), 'vehicle', '请选择返京交通工具'],
      [promise({ vehicle: '2', vehicleNum: '' }), 'vehicleNum', '请填写车次/航班号'],
      [promise({ goDiseaseArea: undefined }), 'goDiseaseArea', '请选择近期是否去过湖北'],
      [promise({ touch: undefined }), 'touch', '请选择是否接触过相关人员'],
      [promise({ sign: '' }), 'sign', '请签名'],
      [promise({ sign: 'data:text/html;base64,PHNjcmlwdD4=' }), 'sign', '签名图片无效，请重新签名'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post(payload);
      expect(errorOf(response)).toEqual({ code: 400, message, fields: { [field]: message } });
    }
    expect(await countRows()).toEqual(before);
  });

  test('stores a valid promise, clearing the return-trip fields that do not apply', async () => {
    const submitter = await createUser(t.database);
    const response = await post(promise({ inBeijing: 3, backDate: '2020/01/01', vehicle: '1', vehicleNum: 'G1' }), submitter.id);
    const { id } = dataOf<{ id: number; kind: string }>(response);
    const rows = await t.database.db.select().from(healthPromises);
    expect(rows.find((row) => row.id === id)).toMatchObject({
      userId: submitter.id,
      inBeijing: 3,
      backDate: '',
      vehicle: '',
      vehicleNum: '',
      sign: PNG_1PX,
    });
  });

  test('an oversized signature is refused before it is parsed', async () => {
    const response = await post(promise({ sign: PNG_1PX + 'A'.repeat(700 * 1024) }));
    expect(response.statusCode).toBe(413);
  });
});

describe('survey answers', () => {
  const research = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api_v1/api/user/research/create', payload: payload as object, remoteAddress: `10.2.0.${++address}` });

  test('stores a JSON answer and refuses an empty or oversized one', async () => {
    expect(dataOf<{ id: number }>(await research({ q1: 'A', q2: ['B', 'C'] })).id).toBeGreaterThan(0);
    expect((await research({})).statusCode).toBe(400);
    expect((await research({ text: 'x'.repeat(17 * 1024) })).statusCode).toBe(413);
    expect((await research([1, 2])).statusCode).toBe(400);
  });
});
