import { useState } from 'react';
import { RegisterAccountStep } from './register-account-step';
import { RegisterEmailStep } from './register-email-step';
import { useCountdown } from '@site/shared';
import type { VerifiedEmail } from './verified-email';

/** The register tab: step 1 proves the email, step 2 picks username and password (spec 4). */
export function RegisterForm() {
  const [verified, setVerified] = useState<VerifiedEmail | null>(null);
  // Kept here so going back from step 2 keeps the email, the code and a running resend countdown.
  const [draft, setDraft] = useState<VerifiedEmail>({ email: '', code: '' });
  const [sentBefore, setSentBefore] = useState(false);
  // Back from step 2 (its 修改 goes away with it), the email field takes the focus; on first showing, the tab keeps it.
  const [cameBack, setCameBack] = useState(false);
  const countdown = useCountdown();
  return (
    <div className="register-form">
      <ol className="register-steps" aria-label="注册步骤">
        <li className={verified ? 'done' : 'current'} aria-current={verified ? undefined : 'step'}>
          验证邮箱
        </li>
        <li className={verified ? 'current' : ''} aria-current={verified ? 'step' : undefined}>
          设置账号
        </li>
      </ol>
      {verified ? (
        <RegisterAccountStep
          verified={verified}
          onBack={() => {
            setCameBack(true);
            setVerified(null);
          }}
        />
      ) : (
        <RegisterEmailStep
          initial={draft}
          autoFocus={cameBack}
          countdown={countdown}
          sentBefore={sentBefore}
          onSent={() => setSentBefore(true)}
          onVerified={(next) => {
            setDraft(next);
            setVerified(next);
          }}
        />
      )}
    </div>
  );
}
