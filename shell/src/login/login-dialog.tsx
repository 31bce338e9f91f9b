import { Modal, Tabs } from '@arco-design/web-react';
import { getSiteConfig, isLoggedInAtom, LOGIN_DIALOG_WIDTH, loginModalOpenAtom, tablistRole, useReturnFocus } from '@site/shared';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import '../app/arco-styles';
import { CodeLoginForm } from './code-login-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import './login-modal.css';

type TabKey = 'login' | 'register';

/** The header's account menu button, which replaces 登录 / 注册 once signed in. */
function signedInMenu(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.site-user-trigger');
}
/** What the modal shows: the login/register tabs, or the forgot-password flow in their place. */
type View = 'tabs' | 'reset';

/** The login/register modal: 490 wide, centred, not closed by the mask, only while logged out (spec 2). */
export function LoginDialog() {
  const [open, setOpen] = useAtom(loginModalOpenAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [tab, setTab] = useState<TabKey>('login');
  const [view, setView] = useState<View>('tabs');
  const [byCode, setByCode] = useState(false);
  // sso mode logs in on the account service's page, never here.
  const visible = open && !loggedIn && getSiteConfig().authMode === 'modal';
  // Signed in, the 登录 / 注册 button has given way to the account menu: the focus goes there.
  useReturnFocus(visible, signedInMenu);

  return (
    <Modal
      visible={visible}
      title={view === 'reset' ? '找回密码' : `欢迎来到${getSiteConfig().siteName}`}
      style={{ width: LOGIN_DIALOG_WIDTH, maxWidth: 'calc(100vw - 24px)' }}
      alignCenter
      maskClosable={false}
      footer={null}
      unmountOnExit
      onCancel={() => setOpen(false)}
      afterClose={() => {
        setTab('login');
        setView('tabs');
        setByCode(false);
      }}
      className="login-modal"
    >
      {view === 'reset' ? (
        <ResetPasswordForm onBackToLogin={() => setView('tabs')} />
      ) : (
        <Tabs ref={tablistRole} activeTab={tab} onChange={(key) => setTab(key as TabKey)} type="line" size="large" justify>
          <Tabs.TabPane key="login" title="登录">
            {byCode ? (
              <CodeLoginForm onUsePassword={() => setByCode(false)} />
            ) : (
              <LoginForm onForgotPassword={() => setView('reset')} onUseCode={() => setByCode(true)} />
            )}
          </Tabs.TabPane>
          <Tabs.TabPane key="register" title="注册">
            <RegisterForm />
          </Tabs.TabPane>
        </Tabs>
      )}
    </Modal>
  );
}
