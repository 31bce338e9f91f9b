import { Modal, Tabs } from '@arco-design/web-react';
import { getSiteConfig, isLoggedInAtom, LOGIN_DIALOG_WIDTH, loginModalOpenAtom } from '@site/shared';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import './login-modal.css';

type TabKey = 'login' | 'register';

/** The login/register modal: 490 wide, centred, not closed by the mask, only while logged out (spec 2). */
export function LoginModal() {
  const [open, setOpen] = useAtom(loginModalOpenAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [tab, setTab] = useState<TabKey>('login');

  return (
    <Modal
      // sso mode logs in on the account service's page, never here.
      visible={open && !loggedIn && getSiteConfig().authMode === 'modal'}
      title={`欢迎来到${getSiteConfig().siteName}`}
      style={{ width: LOGIN_DIALOG_WIDTH, maxWidth: 'calc(100vw - 24px)' }}
      alignCenter
      maskClosable={false}
      footer={null}
      unmountOnExit
      onCancel={() => setOpen(false)}
      afterClose={() => setTab('login')}
      className="login-modal"
    >
      <Tabs activeTab={tab} onChange={(key) => setTab(key as TabKey)} type="line" size="large" justify>
        <Tabs.TabPane key="login" title="登录">
          <LoginForm />
        </Tabs.TabPane>
        <Tabs.TabPane key="register" title="注册">
          <RegisterForm />
        </Tabs.TabPane>
      </Tabs>
    </Modal>
  );
}
