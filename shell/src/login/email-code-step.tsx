import { Button, Input, Message } from '@arco-design/web-react';
import { IconEmail } from '@arco-design/web-react/icon';
import { isApiError, type useCountdown } from '@site/shared';
import { useState, type FormEvent } from 'react';
import { sendCode } from './api/send-code';
import { CodeField } from './code-field';
import { Field } from './field';
import { codeAndMessage, sendCodeErrorMessage, validateCode, validateEmail, verifyCodeErrorMessage } from './rules';

export interface EmailAndCode {
  email: string;
  code: string;
}

export interface EmailCodeStepProps {
  /** Prefix of the field ids, unique in the modal (the other tabs stay mounted). */
  idPrefix: string;
  codeType: 'login' | 'reset';
  submitLabel: string;
  initial: EmailAndCode;
  countdown: ReturnType<typeof useCountdown>;
  sentBefore: boolean;
  onSent: () => void;
  /** Uses the code; rejects with the server's error (5103/5107 are shown at the code field). */
  onSubmit: (value: EmailAndCode) => Promise<void>;
}

/**
 * Email, send-code button with the server's countdown (60 s first), code (spec 4, 5, 8), for codes
 * that prove the address of an existing account. The server answers alike whether or not the address is registered.
 */
export function EmailCodeStep({ idPrefix, codeType, submitLabel, initial, countdown, sentBefore, onSent, onSubmit }: EmailCodeStepProps) {
  const [email, setEmail] = useState(initial.email);
  const [code, setCode] = useState(initial.code);
  const [touched, setTouched] = useState({ email: false, code: false });
  // A server answer is about the code it was given, so editing the code clears it.
  const [codeProblem, setCodeProblem] = useState<{ code: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const trimmed = email.trim();
  const emailError = touched.email ? validateEmail(email) : null;
  const codeError = (touched.code ? validateCode(code) : null) ?? (codeProblem?.code === code.trim() ? codeProblem.message : null);

  const onSendCode = async () => {
    setTouched((t) => ({ ...t, email: true }));
    if (validateEmail(email) || countdown.remaining > 0 || sending) return;
    setSending(true);
    try {
      const { retryAfter } = await sendCode({ email: trimmed, codeType });
      onSent();
      // The server's waits grow with each code of the day (60 s first, spec 4).
      countdown.start(retryAfter);
      Message.success('验证码已发送，请查收邮件');
    } catch (error) {
      Message.error(sendCodeErrorMessage(...codeAndMessage(error)).message);
      // Too many codes: the button counts down to when the server will send again.
      if (isApiError(error) && error.retryAfter) countdown.start(error.retryAfter);
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, code: true });
    if (validateEmail(email) || validateCode(code) || submitting) return;
    setSubmitting(true);
    try {
      await onSubmit({ email: trimmed, code: code.trim() });
    } catch (error) {
      const { field, message } = verifyCodeErrorMessage(...codeAndMessage(error));
      if (field === 'code') setCodeProblem({ code: code.trim(), message });
      else Message.error(message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field id={`${idPrefix}-email`} error={emailError}>
        <Input
          id={`${idPrefix}-email`}
          aria-label="邮箱"
          placeholder="请输入账号绑定的邮箱"
          type="email"
          prefix={<IconEmail />}
          autoComplete="email"
          value={email}
          status={emailError ? 'error' : undefined}
          aria-invalid={Boolean(emailError)}
          onChange={setEmail}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
        />
      </Field>
      <CodeField
        id={`${idPrefix}-code`}
        value={code}
        error={codeError}
        onChange={setCode}
        onBlur={() => setTouched((t) => ({ ...t, code: true }))}
        remaining={countdown.remaining}
        sentBefore={sentBefore}
        sending={sending}
        onSendCode={() => void onSendCode()}
      />
      <Button type="primary" htmlType="submit" long loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
