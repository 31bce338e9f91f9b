import { Button, Checkbox, Input, Message } from '@arco-design/web-react';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { isApiError } from '@site/shared';
import { useState, type FormEvent } from 'react';
import { registerByEmail } from './api/register';
import { Field } from './field';
import type { VerifiedEmail } from './verified-email';
import { validateConfirm, validatePassword, validateUsername } from './rules';
import { useFinishLogin } from './use-finish-login';
import { useUsernameCheck } from './use-username-check';

type ServerField = 'username' | 'password';
/** Register payload field names the server may name in a 400's `fields`, mapped to this step's inputs. */
const SERVER_FIELDS: Record<string, ServerField> = { account: 'username', password: 'password' };

/** Register step 2: username (server check after 1 s), password, confirm, agreement, 注册 (spec 4, 5, 8). */
export function RegisterAccountStep({ verified, onBack }: { verified: VerifiedEmail; onBack: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState({ username: false, password: false, confirm: false });
  const [serverErrors, setServerErrors] = useState<Partial<Record<ServerField, { value: string; message: string }>>>({});
  const [submitting, setSubmitting] = useState(false);
  const finishLogin = useFinishLogin();

  const usernameRule = validateUsername(username);
  const check = useUsernameCheck(username, usernameRule === null);
  const serverError = (field: ServerField, value: string) =>
    serverErrors[field]?.value === value ? serverErrors[field]?.message ?? null : null;

  const rules = {
    username: usernameRule ?? (check.status === 'invalid' ? check.reason : null) ?? serverError('username', username),
    password: validatePassword(password) ?? serverError('password', password),
    confirm: validateConfirm(confirm, password),
  };
  const shown = {
    // The server's verdict shows as soon as it arrives, even before the field loses focus.
    username: touched.username || check.status === 'invalid' ? rules.username : null,
    password: touched.password ? rules.password : null,
    confirm: touched.confirm ? rules.confirm : null,
  };
  const blocked = Boolean(rules.username || rules.password || rules.confirm) || check.status !== 'valid' || !agreed;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true, confirm: true });
    if (blocked || submitting) return;
    setSubmitting(true);
    try {
      await registerByEmail({ email: verified.email, password, emailCode: verified.code, account: username });
    } catch (error) {
      // Spec 8: register failure is silently ignored, except that a field the server names is marked.
      const named = isApiError(error) && error.fields ? Object.entries(error.fields) : [];
      const next: typeof serverErrors = {};
      for (const [name, message] of named) {
        const field = SERVER_FIELDS[name];
        if (field) next[field] = { value: field === 'username' ? username : password, message };
      }
      setServerErrors(next);
      setSubmitting(false);
      return;
    }
    try {
      await finishLogin();
      Message.success('注册成功，已为你登录');
    } catch {
      Message.info('注册成功，请登录');
    } finally {
      setSubmitting(false);
    }
  };

  const usernameHint =
    check.status === 'checking' ? '正在检查用户名是否可用…' : check.status === 'valid' ? '用户名可用' : null;

  return (
    <form className="login-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="register-email-note">
        邮箱：{verified.email}
        <button type="button" className="login-link-button" onClick={onBack}>
          修改
        </button>
      </p>
      <Field id="register-username" error={shown.username} hint={usernameHint}>
        <Input
          id="register-username"
          aria-label="用户名"
          // This step replaces step 1 and the 下一步 that had the focus: without this it fell to the page itself.
          autoFocus
          placeholder="请输入用户名（4-20 位字母、数字或 _ - @ .）"
          prefix={<IconUser />}
          autoComplete="username"
          value={username}
          status={shown.username ? 'error' : undefined}
          aria-invalid={Boolean(shown.username)}
          onChange={setUsername}
          onBlur={() => setTouched((t) => ({ ...t, username: true }))}
        />
      </Field>
      <Field id="register-password" error={shown.password}>
        <Input.Password
          id="register-password"
          aria-label="密码"
          placeholder="请输入密码"
          prefix={<IconLock />}
          autoComplete="new-password"
          value={password}
          status={shown.password ? 'error' : undefined}
          aria-invalid={Boolean(shown.password)}
          onChange={setPassword}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        />
      </Field>
      <Field id="register-confirm" error={shown.confirm}>
        <Input.Password
          id="register-confirm"
          aria-label="确认密码"
          placeholder="请再次输入密码"
          prefix={<IconLock />}
          autoComplete="new-password"
          value={confirm}
          status={shown.confirm ? 'error' : undefined}
          aria-invalid={Boolean(shown.confirm)}
          onChange={setConfirm}
          onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
        />
      </Field>
      <div className="login-row">
        <Checkbox checked={agreed} onChange={setAgreed}>
          我已阅读并同意《用户协议》和《隐私政策》
        </Checkbox>
      </div>
      <Button type="primary" htmlType="submit" long loading={submitting} disabled={blocked}>
        注册
      </Button>
    </form>
  );
}
