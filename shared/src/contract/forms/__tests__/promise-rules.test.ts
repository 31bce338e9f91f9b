import { SIGNATURE_MAX_CHARS } from '../constants';
import { isBackDate, normalizePromise, parseVehicles, validatePromise } from '../promise-rules';

const sign = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const valid = {
  name: '张三',
  tel: '13800138000',
  address: '北京市海淀区',
  inBeijing: 1,
  backDate: '2020/02/01',
  vehicle: '1,5',
  vehicleNum: 'G101',
  goDiseaseArea: 3,
  touch: 3,
  sign,
};

test.each([
  ['name required', { ...valid, name: ' ', tel: '' }, 'name', '请输入姓名'],
  ['tel required', { ...valid, tel: '', address: '' }, 'tel', '请输入手机号'],
  ['tel 10 digits', { ...valid, tel: '1380013800' }, 'tel', '手机号应为11位数字'],
  ['tel 12 digits', { ...valid, tel: '138001380001' }, 'tel', '手机号应为11位数字'],
  ['tel digits only', { ...valid, tel: '1380013800a' }, 'tel', '手机号应为11位数字'],
  ['address required', { ...valid, address: '', inBeijing: undefined }, 'address', '请输入现居住地址'],
  ['inBeijing required', { ...valid, inBeijing: undefined, goDiseaseArea: undefined }, 'inBeijing', '请选择目前是否在京'],
  ['inBeijing 1-3', { ...valid, inBeijing: 4 }, 'inBeijing', '请选择目前是否在京'],
  ['backDate when returned', { ...valid, backDate: '', vehicle: '' }, 'backDate', '请选择返京日期'],
  ['backDate format', { ...valid, backDate: '2020-02-01' }, 'backDate', '返京日期格式应为 YYYY/MM/DD'],
  ['backDate real day', { ...valid, backDate: '2020/02/30' }, 'backDate', '返京日期格式应为 YYYY/MM/DD'],
  ['vehicle when returned', { ...valid, vehicle: '', goDiseaseArea: undefined }, 'vehicle', '请选择返京交通工具'],
  ['vehicle known kinds', { ...valid, vehicle: '1,7' }, 'vehicle', '返京交通工具选择有误'],
  ['vehicleNum for train', { ...valid, vehicle: '1', vehicleNum: '', touch: undefined }, 'vehicleNum', '请填写车次/航班号'],
  ['vehicleNum for plane', { ...valid, vehicle: [2], vehicleNum: '' }, 'vehicleNum', '请填写车次/航班号'],
  ['vehicleNum for bus', { ...valid, vehicle: '3', vehicleNum: ' ' }, 'vehicleNum', '请填写车次/航班号'],
  ['vehicleNum for ship', { ...valid, vehicle: '4,6', vehicleNum: '' }, 'vehicleNum', '请填写车次/航班号'],
  ['goDiseaseArea required', { ...valid, goDiseaseArea: undefined, touch: undefined }, 'goDiseaseArea', '请选择近期是否去过湖北'],
  ['touch required', { ...valid, touch: 0, sign: '' }, 'touch', '请选择是否接触过相关人员'],
  ['signature required', { ...valid, sign: '' }, 'sign', '请签名'],
  ['signature is a PNG data URL', { ...valid, sign: 'data:image/jpeg;base64,AAAA' }, 'sign', '签名图片无效，请重新签名'],
  ['signature size', { ...valid, sign: sign + 'A'.repeat(SIGNATURE_MAX_CHARS) }, 'sign', '签名图片过大，请清除后重新签名'],
])('%s', (_name, values, field, message) => {
  expect(validatePromise(values)).toEqual({ field, message });
});

test.each([
  ['returned by train', valid],
  ['returned by carpool and self-drive needs no number', { ...valid, vehicle: '4,5', vehicleNum: '' }],
  ['still away skips the return-trip fields', { ...valid, inBeijing: 2, backDate: '', vehicle: '', vehicleNum: '' }],
  ['never left skips them too', { ...valid, inBeijing: 3, backDate: 'x', vehicle: '9' }],
])('passes: %s', (_name, values) => {
  expect(validatePromise(values)).toBeNull();
});

test('normalizes the vehicle list and clears fields that do not apply', () => {
  expect(normalizePromise({ ...valid, vehicle: [5, 1, 1] })).toMatchObject({ vehicle: '1,5', vehicleNum: 'G101' });
  expect(normalizePromise({ ...valid, vehicle: '4,5' })).toMatchObject({ vehicle: '4,5', vehicleNum: '' });
  expect(normalizePromise({ ...valid, inBeijing: 3 })).toMatchObject({ backDate: '', vehicle: '', vehicleNum: '', inBeijing: 3 });
});

test('parseVehicles and isBackDate', () => {
  expect(parseVehicles('')).toEqual([]);
  expect(parseVehicles('2, 1')).toEqual([1, 2]);
  expect(parseVehicles(['x'])).toBeNull();
  expect(isBackDate('2024/02/29')).toBe(true);
  expect(isBackDate('2023/02/29')).toBe(false);
});
