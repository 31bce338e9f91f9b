import { IconPlus } from '@arco-design/web-react/icon';
import { LightButton, paths, showToast, useLoginAction, userAtom } from '@site/shared';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';

/** 发布作品 (spec 2): log in first; without the power a warning; otherwise the editor. */
export function PostShotButton({ linkCourse }: { linkCourse?: number }) {
  const user = useAtomValue(userAtom);
  const login = useLoginAction();
  const navigate = useNavigate();
  const onClick = () => {
    if (!user) return login();
    if (!user.userPower.canPostShot) return void showToast('warning', '当前账号无法发布作品');
    void navigate(linkCourse ? `${paths.shotCreate.path}?linkCourse=${linkCourse}` : paths.shotCreate.path);
  };
  return (
    <LightButton type="primary" icon={<IconPlus />} onClick={onClick}>
      发布作品
    </LightButton>
  );
}
