import { Button, Input, Message } from '@arco-design/web-react';
import { IconLock } from '@arco-design/web-react/icon';
import { checkPasswordFormat, ErrorCode, isApiError } from '@site/shared';
import { useState, type FormEvent } from 'react';
import { resetPassword } from './api/reset-password';
import type { EmailAndCode } from './email-code-step';
import { Field } from './field';
import { validateConfirm } from './rules';
import { useFinishLogin } from './use-finish-login';

/** Why a reset failed, in words a member can act on. */
function resetFailure(code: number): string {
  if (code === ErrorCode.CodeMissingOrExpired || code === ErrorCode.CodeWrong) return '验证码已失效，请返回上一步重新获取';
  return '重置失败，请稍后重试';
}

/** Reset step 2: the new password twice; success signs this browser in and closes the modal. */
export function ResetPasswordStep({ verified, onBack }: { verified: EmailAndCode; onBack: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const finishLogin = useFinishLogin();

  const rules = { password: checkPasswordFormat(password), confirm: validateConfirm(confirm, password) };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ password: true, confirm: true });
    if (rules.password || rules.confirm || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await resetPassword({ email: verified.email, emailCode: verified.code, password });
    } catch (error) {
      setFailure(resetFailure(isApiError(error) ? error.code : 0));
      setSubmitting(false);
      return;
    }
    try {
      await finishLogin();
      Message.success('密码已重置，已为你登录');
    } catch {
      Message.info('密码已重置，请使用新密码登录');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="login-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="register-email-note">
        邮箱：{verified.email}
        <button type="button" className="login-link-button" onClick={onBack}>
          上一步
        </button>
      </p>
      <Field id="reset-password" error={touched.password ? rules.password : null} hint="6-64 位，重置后其他设备上的登录将全部退出">
        <Input.Password
          id="reset-password"
          aria-label="新密码"
          placeholder="请输入新密码"
          prefix={<IconLock />}
          autoComplete="new-password"
          value={password}
          aria-invalid={touched.password && Boolean(rules.password)}
          onChange={setPassword}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        />
      </Field>
      <Field id="reset-confirm" error={touched.confirm ? rules.confirm : null}>
        <Input.Password
          id="reset-confirm"
          aria-label="确认新密码"
          placeholder="请再次输入新密码"
          prefix={<IconLock />}
          autoComplete="new-password"
          value={confirm}
          aria-invalid={touched.confirm && Boolean(rules.confirm)}
          onChange={setConfirm}
          onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
        />
      </Field>
      {failure && (
        <div className="login-failure" role="alert">
          {failure}
        </div>
      )}
      <Button type="primary" htmlType="submit" long loading={submitting}>
        重置密码并登录
      </Button>
    </form>
  );
}
