import type { User } from '@site/shared';
import type { ReactNode } from 'react';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeviceList } from './device-list';
import { useDevices } from './use-devices';
import './security-tab.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="security-section" aria-label={title}>
      <h3 className="security-title">{title}</h3>
      {children}
    </section>
  );
}

/** 账号安全: password, bound email and signed-in devices of the member (modal auth mode only). */
export function SecurityTab({ user }: { user: User }) {
  const devices = useDevices();
  return (
    <div className="security-tab">
      <Section title="修改密码">
        <ChangePasswordForm onOthersSignedOut={devices.reload} />
      </Section>
      <Section title="绑定邮箱">
        <ChangeEmailForm user={user} />
      </Section>
      <Section title="登录设备">
        <DeviceList devices={devices} />
      </Section>
    </div>
  );
}
