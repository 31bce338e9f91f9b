import { Avatar, Message, Progress } from '@arco-design/web-react';
import { IconCamera } from '@arco-design/web-react/icon';
import { imageUrl, IMAGE_SIZES, isApiError, userAtom, type User } from '@site/shared';
import { uploadFile } from '@site/shared/upload';
import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { updateProfile } from '../../api/profile';

/** Click the avatar to choose a JPG/PNG/GIF under 2 MB (spec 5); it is uploaded, then saved to the profile. */
export function AvatarUpload({ user }: { user: User }) {
  const inputId = useId();
  const setUser = useSetAtom(userAtom);
  const [progress, setProgress] = useState<number | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      const { url } = await uploadFile(file, { purpose: 'avatar', onProgress: setProgress });
      setUser(await updateProfile({ avatar: url }));
      Message.success('头像已更新');
    } catch (error) {
      Message.error(isApiError(error) ? error.message : '上传出错，请重试');
    } finally {
      setProgress(null);
    }
  };

  const initial = user.username ? user.username.slice(0, 1).toUpperCase() : '';
  return (
    <div style={{ position: 'relative', width: 88 }}>
      <label htmlFor={inputId} title="更换头像" style={{ cursor: 'pointer', display: 'block' }}>
        <Avatar size={88} triggerIcon={<IconCamera />} triggerType="mask">
          {user.avatar ? <img src={imageUrl(user.avatar, IMAGE_SIZES.avatar)} alt="我的头像" /> : initial}
        </Avatar>
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        aria-label="上传头像"
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {progress !== null ? <Progress percent={progress} size="small" style={{ marginTop: 6 }} aria-label="上传进度" /> : null}
    </div>
  );
}
