import Bowser from 'bowser';
import type { Device } from '@site/shared/contract';
import type { SessionRow } from '../../platform/session';

const DEVICE_TYPES = new Set(['desktop', 'mobile', 'tablet']);

/** "Chrome 120" and "macOS 14" from a user agent; 未知 when the agent says nothing useful. */
export function describeUserAgent(userAgent: string): Pick<Device, 'browser' | 'os' | 'deviceType'> {
  if (!userAgent) return { browser: '未知浏览器', os: '未知系统', deviceType: 'other' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : '未知浏览器';
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const os = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(' ') : '未知系统';
  const type = parsed.platform.type ?? '';
  return { browser, os, deviceType: DEVICE_TYPES.has(type) ? (type as Device['deviceType']) : 'other' };
}

export function toDevice(row: SessionRow, currentSessionId: string | null): Device {
  return {
    id: row.handle,
    ...describeUserAgent(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}

export type { Device };
