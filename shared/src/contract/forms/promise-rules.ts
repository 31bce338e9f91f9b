import type { PromisePayload } from '../entities';
import { PROMISE_ADDRESS_MAX, PROMISE_NAME_MAX, SIGNATURE_MAX_CHARS, SIGNATURE_PREFIX, TEL_LENGTH, PROMISE_VEHICLE_NUM_MAX } from './constants';
import { NUMBERED_VEHICLES, VEHICLES } from './options';
import type { FormFieldError, LooseValues, PromiseField } from './types';
import { asText, isChoice } from './values';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The form keeps vehicles as a list, the wire as a comma list (spec 3); both are read here. Null when a value is unknown. */
export function parseVehicles(value: unknown): number[] | null {
  const parts = Array.isArray(value) ? value.map(asText) : asText(value).split(',').map((part) => part.trim());
  const items = parts.filter((part) => part !== '');
  const known = VEHICLES.map((vehicle) => vehicle.value as number);
  const numbers = items.map(Number);
  if (items.some((item) => !/^\d+$/.test(item)) || numbers.some((n) => !known.includes(n))) return null;
  return [...new Set(numbers)].sort((a, b) => a - b);
}

export function needsVehicleNum(vehicles: number[]): boolean {
  return vehicles.some((vehicle) => NUMBERED_VEHICLES.includes(vehicle));
}

/** YYYY/MM/DD naming a real calendar day. */
export function isBackDate(value: string): boolean {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function signatureError(value: unknown): string | null {
  const sign = typeof value === 'string' ? value : '';
  if (!sign) return '请签名';
  if (sign.length > SIGNATURE_MAX_CHARS) return '签名图片过大，请清除后重新签名';
  if (!sign.startsWith(SIGNATURE_PREFIX) || !BASE64.test(sign.slice(SIGNATURE_PREFIX.length))) return '签名图片无效，请重新签名';
  return null;
}

/** Spec 5 rules in spec order; answers the first broken one, or null when the promise may be stored. */
export function validatePromise(values: LooseValues<PromisePayload>): FormFieldError<PromiseField> | null {
  const name = asText(values.name);
  if (!name) return { field: 'name', message: '请输入姓名' };
  if (name.length > PROMISE_NAME_MAX) return { field: 'name', message: `姓名不能超过${PROMISE_NAME_MAX}个字` };
  const tel = asText(values.tel);
  if (!tel) return { field: 'tel', message: '请输入手机号' };
  if (!new RegExp(`^\\d{${TEL_LENGTH}}$`).test(tel)) return { field: 'tel', message: `手机号应为${TEL_LENGTH}位数字` };
  const address = asText(values.address);
  if (!address) return { field: 'address', message: '请输入现居住地址' };
  if (address.length > PROMISE_ADDRESS_MAX) return { field: 'address', message: `地址不能超过${PROMISE_ADDRESS_MAX}个字` };
  if (!isChoice(values.inBeijing, [1, 2, 3])) return { field: 'inBeijing', message: '请选择目前是否在京' };
  if (Number(values.inBeijing) === 1) {
    const backDate = asText(values.backDate);
    if (!backDate) return { field: 'backDate', message: '请选择返京日期' };
    if (!isBackDate(backDate)) return { field: 'backDate', message: '返京日期格式应为 YYYY/MM/DD' };
    const vehicles = parseVehicles(values.vehicle);
    if (vehicles === null) return { field: 'vehicle', message: '返京交通工具选择有误' };
    if (vehicles.length === 0) return { field: 'vehicle', message: '请选择返京交通工具' };
    if (needsVehicleNum(vehicles)) {
      const vehicleNum = asText(values.vehicleNum);
      if (!vehicleNum) return { field: 'vehicleNum', message: '请填写车次/航班号' };
      if (vehicleNum.length > PROMISE_VEHICLE_NUM_MAX) return { field: 'vehicleNum', message: `车次/航班号不能超过${PROMISE_VEHICLE_NUM_MAX}个字` };
    }
  }
  if (!isChoice(values.goDiseaseArea, [1, 2, 3])) return { field: 'goDiseaseArea', message: '请选择近期是否去过湖北' };
  if (!isChoice(values.touch, [1, 2, 3])) return { field: 'touch', message: '请选择是否接触过相关人员' };
  const sign = signatureError(values.sign);
  if (sign) return { field: 'sign', message: sign };
  return null;
}

/**
 * The payload as sent and stored, from values that passed validatePromise: the return-trip fields are
 * empty unless the person has returned, the vehicle number unless a numbered vehicle was taken.
 */
export function normalizePromise(values: LooseValues<PromisePayload>): PromisePayload {
  const inBeijing = Number(values.inBeijing) as PromisePayload['inBeijing'];
  const returned = inBeijing === 1;
  const vehicles = returned ? (parseVehicles(values.vehicle) ?? []) : [];
  return {
    name: asText(values.name),
    tel: asText(values.tel),
    address: asText(values.address),
    inBeijing,
    backDate: returned ? asText(values.backDate) : '',
    vehicle: vehicles.join(','),
    vehicleNum: needsVehicleNum(vehicles) ? asText(values.vehicleNum) : '',
    goDiseaseArea: Number(values.goDiseaseArea) as PromisePayload['goDiseaseArea'],
    touch: Number(values.touch) as PromisePayload['touch'],
    sign: typeof values.sign === 'string' ? values.sign : '',
  };
}
