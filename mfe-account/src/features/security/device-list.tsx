import { Button, Message, Popconfirm, Tag } from '@arco-design/web-react';
import { IconDesktop, IconMobile } from '@arco-design/web-react/icon';
import { ErrorState, focusAfterRemoval, formatDateTime, formatRelativeTime, LightSpin, popconfirmFocus } from '@site/shared';
import { useRef, useState } from 'react';
import { type Device, signOutDevice, signOutOtherDevices } from '../../api/security';
import type { useDevices } from './use-devices';

function DeviceRow({ device, onSignOut }: { device: Device; onSignOut: (device: Device) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const name = `${device.browser} · ${device.os}`;
  return (
    <li className="security-device" data-device-id={device.id}>
      <span className="security-device-icon" aria-hidden>
        {device.deviceType === 'mobile' || device.deviceType === 'tablet' ? <IconMobile /> : <IconDesktop />}
      </span>
      <div className="security-device-text">
        <div className="security-device-name">
          {name}
          {device.current ? (
            <Tag size="small" color="green">
              当前设备
            </Tag>
          ) : null}
        </div>
        <div className="security-note">
          登录于 {formatDateTime(device.createdAt)} · 最近活动 {device.current ? '刚刚' : formatRelativeTime(device.lastSeenAt)}
        </div>
      </div>
      {device.current ? null : (
        <Popconfirm
          {...popconfirmFocus}
          title={`让“${name}”退出登录？`}
          onOk={async () => {
            setBusy(true);
            await onSignOut(device).finally(() => setBusy(false));
          }}
        >
          {/* The name starts with the words shown, which speech-input users say to press it (WCAG 2.5.3). */}
          <Button size="small" status="danger" loading={busy} aria-label={`退出登录 ${name}`}>
            退出登录
          </Button>
        </Popconfirm>
      )}
    </li>
  );
}

/** 登录设备: where this account is signed in, with sign-out of one other device or all of them. */
export function DeviceList({ devices: { state, reload } }: { devices: ReturnType<typeof useDevices> }) {
  const [clearing, setClearing] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  if (state.status === 'loading') return <LightSpin label="正在加载登录设备" />;
  if (state.status === 'error') return <ErrorState message="设备列表加载失败" onRetry={reload} />;

  const signOut = async (device: Device) => {
    // The row goes once the list reloads, and with it the button its confirmation gives the focus back to: the
    // focus goes on to the next device (or the one before), or to the section's heading.
    const row = list.current?.querySelector(`[data-device-id="${device.id}"]`);
    const section = list.current?.parentElement;
    if (row && section) focusAfterRemoval(row, { list: section, items: '[data-device-id]', keyAttribute: 'data-device-id', fallback: () => section.closest('section')?.querySelector('h3') ?? null });
    try {
      await signOutDevice(device.id);
      Message.success('该设备已退出登录');
    } catch {
      Message.error('操作失败，请稍后重试');
    }
    reload();
  };
  const others = state.devices.filter((device) => !device.current).length;
  const signOutOthers = async () => {
    setClearing(true);
    try {
      const { signedOut } = await signOutOtherDevices();
      Message.success(`已让 ${signedOut} 台设备退出登录`);
    } catch {
      Message.error('操作失败，请稍后重试');
    } finally {
      setClearing(false);
    }
    reload();
  };

  return (
    <div>
      <ul ref={list} className="security-devices" aria-label="登录设备">
        {state.devices.map((device) => (
          <DeviceRow key={device.id} device={device} onSignOut={signOut} />
        ))}
      </ul>
      <div className="security-actions">
        <Popconfirm {...popconfirmFocus} title="让除当前设备外的所有设备退出登录？" onOk={signOutOthers} disabled={others === 0}>
          <Button disabled={others === 0} loading={clearing}>
            退出其他所有设备
          </Button>
        </Popconfirm>
        {others === 0 ? <span className="security-note">只有当前设备登录着这个账号</span> : null}
      </div>
    </div>
  );
}
