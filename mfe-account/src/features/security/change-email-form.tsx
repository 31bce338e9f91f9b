import { Button, Input, Message } from '@arco-design/web-react';
import { countdownText, isApiError, useCountdown, userAtom, type User } from '@site/shared';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { changeEmail, sendChangeEmailCode } from '../../api/security';
import { fieldErrorProps, FormRow } from './form-row';
import { checkCode, checkNewEmail, emailChangeFailure } from './security-rules';

/** 更换邮箱: a change-email code goes to the new address; entering it moves the account there. */
export function ChangeEmailForm({ user }: { user: User }) {
  const setUser = useSetAtom(userAtom);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState({ email: false, code: false });
  // A server verdict belongs to the value it judged; editing the field clears it.
  const [problem, setProblem] = useState<{ field: 'email' | 'code'; value: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [sentBefore, setSentBefore] = useState(false);
  const countdown = useCountdown();

  const serverError = (field: 'email' | 'code', value: string) => (problem?.field === field && problem.value === value ? problem.message : null);
  const emailError = (touched.email ? checkNewEmail(email, user.email) : null) ?? serverError('email', email.trim());
  const codeError = (touched.code ? checkCode(code) : null) ?? serverError('code', code.trim());

  const fail = (error: unknown, call: 'send' | 'save') => {
    const failure = isApiError(error) ? emailChangeFailure(call, error.code, error.message) : emailChangeFailure(call, 0);
    if (failure.field) setProblem({ field: failure.field, value: failure.field === 'email' ? email.trim() : code.trim(), message: failure.message });
    else Message.error(failure.message);
  };

  const send = async () => {
    setTouched((t) => ({ ...t, email: true }));
    if (checkNewEmail(email, user.email) || countdown.remaining > 0 || sending) return;
    setSending(true);
    try {
      const { retryAfter } = await sendChangeEmailCode(email.trim());
      setSentBefore(true);
      // The server's waits grow with each code of the day (60 s first, spec 4).
      countdown.start(retryAfter);
      Message.success('验证码已发送到新邮箱');
    } catch (error) {
      fail(error, 'send');
      // Too many codes: the button counts down to when the server will send again.
      if (isApiError(error) && error.retryAfter) countdown.start(error.retryAfter);
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, code: true });
    if (checkNewEmail(email, user.email) || checkCode(code) || saving) return;
    setSaving(true);
    try {
      setUser(await changeEmail({ email: email.trim(), emailCode: code.trim() }));
      Message.success('绑定邮箱已更换');
      setEmail('');
      setCode('');
      setTouched({ email: false, code: false });
    } catch (error) {
      fail(error, 'save');
    } finally {
      setSaving(false);
    }
  };

  const label = countdown.remaining > 0 ? `重新发送(${countdownText(countdown.remaining)})` : sentBefore ? '重新发送' : '发送验证码';
  return (
    <form className="security-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="security-row">
        <span className="security-label">当前邮箱</span>
        <div className="security-control security-value">{user.email || '未绑定'}</div>
      </div>
      <FormRow id="security-new-email" label="新邮箱" error={emailError}>
        <Input id="security-new-email" {...fieldErrorProps('security-new-email', emailError)} type="email" autoComplete="email" value={email} onChange={setEmail} onBlur={() => setTouched((t) => ({ ...t, email: true }))} />
      </FormRow>
      <FormRow id="security-email-code" label="邮箱验证码" error={codeError}>
        <div className="security-code-row">
          <Input id="security-email-code" {...fieldErrorProps('security-email-code', codeError)} inputMode="numeric" autoComplete="one-time-code" maxLength={10} value={code} onChange={setCode} />
          <Button loading={sending} disabled={countdown.remaining > 0} onClick={() => void send()}>
            {label}
          </Button>
        </div>
      </FormRow>
      <div className="security-actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          更换邮箱
        </Button>
        <span className="security-note">新旧邮箱都会收到一封通知邮件</span>
      </div>
    </form>
  );
}
