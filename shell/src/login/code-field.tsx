import { Button, Input } from '@arco-design/web-react';
import { IconSafe } from '@arco-design/web-react/icon';
import { Field } from './field';
import { sendCodeLabel } from './rules';

export interface CodeFieldProps {
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Seconds left of the resend countdown (spec 4: 60 s). */
  remaining: number;
  sentBefore: boolean;
  sending: boolean;
  onSendCode: () => void;
}

/** The emailed-code input with its send-code button, as register, reset and code sign-in show it. */
export function CodeField({ id, value, error, onChange, onBlur, remaining, sentBefore, sending, onSendCode }: CodeFieldProps) {
  return (
    <Field id={id} error={error}>
      <div className="login-code-row">
        <Input
          id={id}
          aria-label="邮箱验证码"
          placeholder="请输入验证码"
          inputMode="numeric"
          prefix={<IconSafe />}
          autoComplete="one-time-code"
          maxLength={10}
          value={value}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          onChange={onChange}
          onBlur={onBlur}
        />
        <Button className="login-code-button" loading={sending} disabled={remaining > 0} onClick={onSendCode}>
          {sendCodeLabel(remaining, sentBefore)}
        </Button>
      </div>
    </Field>
  );
}
