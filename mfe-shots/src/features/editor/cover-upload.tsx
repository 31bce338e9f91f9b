import { Button, Message, Progress } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import { imageUrl, SHOT_COVER_SIZE, SHOT_COVER_TYPES } from '@site/shared';
import { uploadFile } from '@site/shared/upload';
import { useRef, useState } from 'react';

export interface CoverUploadProps {
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

/** Cover image: jpeg/png/jpg/gif (spec 5), previewed at 536x410 (spec 9). */
export function CoverUpload({ value, onChange, error }: CoverUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    if (!(SHOT_COVER_TYPES as readonly string[]).includes(file.type)) {
      Message.warning('封面只支持 JPG、PNG、GIF 格式');
      return;
    }
    setProgress(0);
    try {
      const { url } = await uploadFile(file, { purpose: 'shot-cover', onProgress: setProgress });
      onChange(url);
    } catch (failure) {
      Message.error(failure instanceof Error && failure.message ? failure.message : '上传出错，请重试');
    } finally {
      setProgress(null);
    }
  };

  return (
    <div>
      <div
        style={{
          width: '100%',
          maxWidth: SHOT_COVER_SIZE.width,
          aspectRatio: `${SHOT_COVER_SIZE.width} / ${SHOT_COVER_SIZE.height}`,
          background: 'var(--color-fill-2)',
          border: `1px dashed ${error ? 'rgb(var(--danger-6))' : 'var(--color-border-3)'}`,
          borderRadius: 4,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {value ? (
          <img src={imageUrl(value, { w: SHOT_COVER_SIZE.width, h: SHOT_COVER_SIZE.height })} alt="作品封面预览" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <span style={{ color: 'var(--color-text-3)' }}>建议尺寸 536×410，支持 JPG、PNG、GIF</span>
        )}
      </div>
      {progress !== null ? <Progress percent={progress} size="small" style={{ marginTop: 8 }} formatText={(p) => `封面上传中 ${p}%`} /> : null}
      <Button style={{ marginTop: 8 }} icon={<IconUpload />} disabled={progress !== null} onClick={() => input.current?.click()}>
        {value ? '更换封面' : '上传封面'}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="选择封面图片"
        accept={SHOT_COVER_TYPES.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </div>
  );
}
