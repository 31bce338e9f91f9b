import { HEALTH_SIGN_CLOSE_HOUR, HEALTH_SIGN_OPEN_HOUR } from './constants';

export const HEALTH_SIGN_CLOSED_MESSAGE = '每日健康签到开放时间为 08:00-12:00';

/** Sign-in is open from 08:00 (inclusive) to 12:00 (exclusive), in the device's local time. */
export function isHealthSignOpen(now: Date): boolean {
  const hour = now.getHours();
  return hour >= HEALTH_SIGN_OPEN_HOUR && hour < HEALTH_SIGN_CLOSE_HOUR;
}
