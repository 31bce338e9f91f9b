import { Message } from '@arco-design/web-react';
import { useCountdown } from '@site/shared';
import { useState } from 'react';
import { loginByEmailCode } from './api/login-by-code';
import { EmailCodeStep } from './email-code-step';
import { SocialSignIn } from './social-sign-in';
import { useFinishLogin } from './use-finish-login';

/** The login tab's second way in: an emailed login code instead of the password. */
export function CodeLoginForm({ onUsePassword }: { onUsePassword: () => void }) {
  const countdown = useCountdown();
  const [sentBefore, setSentBefore] = useState(false);
  const finishLogin = useFinishLogin();
  return (
    <div>
      <EmailCodeStep
        idPrefix="code-login"
        codeType="login"
        submitLabel="登录"
        initial={{ email: '', code: '' }}
        countdown={countdown}
        sentBefore={sentBefore}
        onSent={() => setSentBefore(true)}
        onSubmit={async ({ email, code }) => {
          await loginByEmailCode({ email, emailCode: code });
          await finishLogin();
          Message.success('登录成功');
        }}
      />
      <div className="login-row login-row-center">
        <button type="button" className="login-link-button" onClick={onUsePassword}>
          使用密码登录
        </button>
      </div>
      <SocialSignIn />
    </div>
  );
}
