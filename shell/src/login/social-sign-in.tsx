import { IconQq, IconWechat, IconWeibo } from '@arco-design/web-react/icon';

const PROVIDERS = [
  { name: '微信', Icon: IconWechat },
  { name: 'QQ', Icon: IconQq },
  { name: '微博', Icon: IconWeibo },
];

/** Third-party sign-in icons: present per spec 1, with no behaviour, so they are shown disabled. */
export function SocialSignIn() {
  return (
    <div className="login-social" role="group" aria-label="其他登录方式">
      <span className="login-social-label">其他登录方式</span>
      <div className="login-social-icons">
        {PROVIDERS.map(({ name, Icon }) => (
          <button key={name} type="button" className="login-social-button" title={name} aria-label={`${name}登录（暂未开放）`} disabled>
            <Icon />
          </button>
        ))}
      </div>
    </div>
  );
}
