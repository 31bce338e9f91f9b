// Choice values of spec section 3 with their Chinese labels; the forms show them, the CSV export prints them.

export interface FormChoice<V extends number = number> {
  value: V;
  label: string;
}

export const HEALTH_IN_BEIJING: FormChoice<1 | 2>[] = [
  { value: 1, label: '在京' },
  { value: 2, label: '不在京' },
];

export const IS_HEALTH: FormChoice<1 | 2>[] = [
  { value: 1, label: '良好' },
  { value: 2, label: '不适' },
];

export const PROMISE_IN_BEIJING: FormChoice<1 | 2 | 3>[] = [
  { value: 1, label: '已返京' },
  { value: 2, label: '仍在外地' },
  { value: 3, label: '未离京' },
];

export const VEHICLES: FormChoice<1 | 2 | 3 | 4 | 5 | 6>[] = [
  { value: 1, label: '火车' },
  { value: 2, label: '飞机' },
  { value: 3, label: '大巴' },
  { value: 4, label: '拼车' },
  { value: 5, label: '自驾' },
  { value: 6, label: '轮船' },
];

/** Train, plane, bus and ship have a number (车次/航班号) worth recording. */
export const NUMBERED_VEHICLES: readonly number[] = [1, 2, 3, 6];

export const GO_DISEASE_AREA: FormChoice<1 | 2 | 3>[] = [
  { value: 1, label: '武汉' },
  { value: 2, label: '湖北其他地区' },
  { value: 3, label: '否' },
];

export const TOUCH: FormChoice<1 | 2 | 3>[] = [
  { value: 1, label: '接触过疑似病例' },
  { value: 2, label: '接触过湖北人员' },
  { value: 3, label: '否' },
];

export function formChoiceLabel(choices: FormChoice[], value: number): string {
  return choices.find((choice) => choice.value === value)?.label ?? '';
}
