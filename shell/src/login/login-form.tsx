import { Button, Input, Message } from '@arco-design/web-react';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { isApiError } from '@site/shared';
import { useState, type FormEvent } from 'react';
import { login } from './api/login';
import { Field } from './field';
import { loginErrorMessage, validateAccount, validatePassword } from './rules';
import { SocialSignIn } from './social-sign-in';
import { useFinishLogin } from './use-finish-login';

export interface LoginFormProps {
  /** 忘记密码: the reset flow opens in the modal (a visitor cannot reach the account centre). */
  onForgotPassword: () => void;
  /** Switches the tab to sign-in by an emailed code. */
  onUseCode: () => void;
}

/** The login tab: account (username or email) and password (spec 4, 5 and 8). */
export function LoginForm({ onForgotPassword, onUseCode }: LoginFormProps) {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ account: false, password: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const finishLogin = useFinishLogin();

  const accountError = touched.account ? validateAccount(account) : null;
  const passwordError = touched.password ? validatePassword(password) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ account: true, password: true });
    if (validateAccount(account) || validatePassword(password) || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await login({ account, password });
      await finishLogin();
      Message.success('登录成功');
    } catch (error) {
      setFailure(isApiError(error) ? loginErrorMessage(error.code, error.message) : loginErrorMessage(0));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="login-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field id="login-account" error={accountError}>
        <Input
          id="login-account"
          aria-label="用户名或邮箱"
          placeholder="请输入用户名或邮箱"
          prefix={<IconUser />}
          autoComplete="username"
          value={account}
          status={accountError ? 'error' : undefined}
          aria-invalid={Boolean(accountError)}
          onChange={setAccount}
          onBlur={() => setTouched((t) => ({ ...t, account: true }))}
        />
      </Field>
      <Field id="login-password" error={passwordError}>
        <Input.Password
          id="login-password"
          aria-label="密码"
          placeholder="请输入密码"
          prefix={<IconLock />}
          autoComplete="current-password"
          value={password}
          status={passwordError ? 'error' : undefined}
          aria-invalid={Boolean(passwordError)}
          onChange={setPassword}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        />
      </Field>
      {failure && (
        <div className="login-failure" role="alert">
          {failure}
        </div>
      )}
      <div className="login-row">
        <button type="button" className="login-link-button login-row-start" onClick={onUseCode}>
          邮箱验证码登录
        </button>
        <button type="button" className="login-link-button" onClick={onForgotPassword}>
          忘记密码？
        </button>
      </div>
      <Button type="primary" htmlType="submit" long loading={submitting}>
        登录
      </Button>
      <SocialSignIn />
    </form>
  );
}
