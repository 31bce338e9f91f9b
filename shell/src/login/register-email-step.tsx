import { Button, Input, Message } from '@arco-design/web-react';
import { IconEmail } from '@arco-design/web-react/icon';
import { isApiError } from '@site/shared';
import { useState, type FormEvent } from 'react';
import { isEmailAvailable } from './api/check-email';
import { sendCode } from './api/send-code';
import { verifyCode } from './api/verify-code';
import { CodeField } from './code-field';
import { Field } from './field';
import type { VerifiedEmail } from './verified-email';
import { codeAndMessage, messages, sendCodeErrorMessage, validateCode, validateEmail, verifyCodeErrorMessage } from './rules';
import type { useCountdown } from '@site/shared';

/** Register step 1: email (format + availability), send code with the server's countdown (60 s first), code, 下一步 (spec 4, 5, 8). */
export interface RegisterEmailStepProps {
  initial: VerifiedEmail;
  countdown: ReturnType<typeof useCountdown>;
  sentBefore: boolean;
  onSent: () => void;
  onVerified: (verified: VerifiedEmail) => void;
  /** Put the focus on the email field as it shows (coming back from step 2). */
  autoFocus?: boolean;
}

export function RegisterEmailStep({ initial, countdown, sentBefore, onSent, onVerified, autoFocus = false }: RegisterEmailStepProps) {
  const [email, setEmail] = useState(initial.email);
  const [code, setCode] = useState(initial.code);
  const [touched, setTouched] = useState({ email: false, code: false });
  // Server-side answers are tied to the value they were about, so editing the field clears them.
  const [emailProblem, setEmailProblem] = useState<{ email: string; message: string } | null>(null);
  const [codeProblem, setCodeProblem] = useState<{ code: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);

  const trimmed = email.trim();
  const emailError =
    (touched.email ? validateEmail(email) : null) ?? (emailProblem?.email === trimmed ? emailProblem.message : null);
  const codeError = (touched.code ? validateCode(code) : null) ?? (codeProblem?.code === code.trim() ? codeProblem.message : null);

  const checkAvailability = async (): Promise<boolean> => {
    if (validateEmail(email)) return false;
    const available = await isEmailAvailable(trimmed);
    if (!available) setEmailProblem({ email: trimmed, message: messages.emailTaken });
    return available;
  };

  const onSendCode = async () => {
    setTouched((t) => ({ ...t, email: true }));
    const invalid = validateEmail(email);
    if (invalid) {
      if (!trimmed) Message.warning(messages.emailFirst);
      return;
    }
    if (countdown.remaining > 0 || sending) return;
    setSending(true);
    try {
      const { retryAfter } = await sendCode({ email: trimmed, codeType: 'register' });
      onSent();
      // The server's waits grow with each code of the day (60 s first, spec 4).
      countdown.start(retryAfter);
      Message.success('验证码已发送');
    } catch (error) {
      const { field, message } = sendCodeErrorMessage(...codeAndMessage(error));
      if (field === 'email') setEmailProblem({ email: trimmed, message });
      else Message.error(message);
      // Too many codes: the button counts down to when the server will send again.
      if (isApiError(error) && error.retryAfter) countdown.start(error.retryAfter);
    } finally {
      setSending(false);
    }
  };

  const onNext = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, code: true });
    if (validateEmail(email) || validateCode(code) || verifying) return;
    if (emailProblem?.email === trimmed) return;
    setVerifying(true);
    try {
      if (!(await checkAvailability())) return;
      await verifyCode({ email: trimmed, type: 'register', code: code.trim() });
      onVerified({ email: trimmed, code: code.trim() });
    } catch (error) {
      const { field, message } = verifyCodeErrorMessage(...codeAndMessage(error));
      if (field === 'code') setCodeProblem({ code: code.trim(), message });
      else Message.error(message);
    } finally {
      setVerifying(false);
    }
  };

  return (
    <form className="login-form" onSubmit={(event) => void onNext(event)} noValidate>
      <Field id="register-email" error={emailError}>
        <Input
          id="register-email"
          aria-label="邮箱"
          autoFocus={autoFocus}
          placeholder="请输入邮箱"
          type="email"
          prefix={<IconEmail />}
          autoComplete="email"
          value={email}
          status={emailError ? 'error' : undefined}
          aria-invalid={Boolean(emailError)}
          onChange={setEmail}
          onBlur={() => {
            setTouched((t) => ({ ...t, email: true }));
            void checkAvailability();
          }}
        />
      </Field>
      <CodeField
        id="register-code"
        value={code}
        error={codeError}
        onChange={setCode}
        onBlur={() => setTouched((t) => ({ ...t, code: true }))}
        remaining={countdown.remaining}
        sentBefore={sentBefore}
        sending={sending}
        onSendCode={() => void onSendCode()}
      />
      <Button type="primary" htmlType="submit" long loading={verifying}>
        下一步
      </Button>
    </form>
  );
}
