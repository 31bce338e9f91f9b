import { useCountdown } from '@site/shared';
import { useState } from 'react';
import { verifyCode } from './api/verify-code';
import { type EmailAndCode, EmailCodeStep } from './email-code-step';
import { ResetPasswordStep } from './reset-password-step';

/** 忘记密码 inside the modal: step 1 proves the email with a reset code, step 2 sets the new password. */
export function ResetPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [verified, setVerified] = useState<EmailAndCode | null>(null);
  // Kept here so going back from step 2 keeps the email, the code and a running resend countdown.
  const [draft, setDraft] = useState<EmailAndCode>({ email: '', code: '' });
  const [sentBefore, setSentBefore] = useState(false);
  const countdown = useCountdown();
  return (
    <div className="register-form">
      <ol className="register-steps" aria-label="找回密码步骤">
        <li className={verified ? 'done' : 'current'} aria-current={verified ? undefined : 'step'}>
          验证邮箱
        </li>
        <li className={verified ? 'current' : ''} aria-current={verified ? 'step' : undefined}>
          设置新密码
        </li>
      </ol>
      {verified ? (
        <ResetPasswordStep verified={verified} onBack={() => setVerified(null)} />
      ) : (
        <EmailCodeStep
          idPrefix="reset"
          codeType="reset"
          submitLabel="下一步"
          initial={draft}
          countdown={countdown}
          sentBefore={sentBefore}
          onSent={() => setSentBefore(true)}
          onSubmit={async (value) => {
            // Checked, not used up: the reset call in step 2 uses it.
            await verifyCode({ email: value.email, type: 'reset', code: value.code });
            setDraft(value);
            setVerified(value);
          }}
        />
      )}
      <div className="login-row login-row-center">
        <button type="button" className="login-link-button" onClick={onBackToLogin}>
          想起密码了？返回登录
        </button>
      </div>
    </div>
  );
}
