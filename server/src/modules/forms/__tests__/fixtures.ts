// Test-data builders for the forms suites: valid payloads any test can override.
export const CID = '11010519491231002X';

export const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const healthSign = (overrides: Record<string, unknown> = {}) => ({
  cid: CID.toLowerCase(),
  inBeijing: 1,
  isHealth: 1,
  temperature: '36.5',
  remark: '',
  ...overrides,
});

export const promise = (overrides: Record<string, unknown> = {}) => ({
  name: '张三',
  tel: '13800138000',
  address: '北京市海淀区中关村大街 1 号',
  inBeijing: 1,
  backDate: '2020/02/01',
  vehicle: '1,5',
  vehicleNum: 'G101',
  goDiseaseArea: 3,
  touch: 3,
  sign: PNG_1PX,
  ...overrides,
});
