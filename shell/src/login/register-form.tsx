import { useState } from 'react';
import { RegisterAccountStep } from './register-account-step';
import { RegisterEmailStep } from './register-email-step';

export interface VerifiedEmail {
  email: string;
  code: string;
}

/** The register tab: step 1 proves the email, step 2 picks username and password (spec 4). */
export function RegisterForm() {
  const [verified, setVerified] = useState<VerifiedEmail | null>(null);
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
      {verified ? <RegisterAccountStep verified={verified} onBack={() => setVerified(null)} /> : <RegisterEmailStep onVerified={setVerified} />}
    </div>
  );
}
