import { Button, Progress } from '@arco-design/web-react';
import { imageUrl, isApiError } from '@site/shared';
import { uploadFile } from '@site/shared/upload';
import { useId, useState } from 'react';

/** Choose an image: it uploads at once with a progress bar, and its URL becomes the field's value. */
export function ImageField({ label, value, hint, size, onChange }: { label: string; value: string; hint: string; size?: { w: number; h: number }; onChange: (url: string) => void }) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    setProgress(0);
    try {
      const { url } = await uploadFile(file, { purpose: 'content-image', onProgress: setProgress });
      onChange(url);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : '上传出错，请重试');
    } finally {
      setProgress(null);
    }
  };
  const width = size ? Math.min(size.w, 400) : 64;
  return (
    <div>
      {value ? (
        <img
          src={size ? imageUrl(value, size) : value}
          alt={`${label}预览`}
          style={{ display: 'block', width, maxWidth: '100%', aspectRatio: size ? `${size.w} / ${size.h}` : '1', objectFit: 'cover', marginBottom: 8, background: 'var(--color-fill-2)' }}
        />
      ) : null}
      <Button size="small" onClick={() => document.getElementById(inputId)?.click()} disabled={progress !== null}>
        {value ? `更换${label}` : `上传${label}`}
      </Button>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-label={`选择${label}文件`}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div style={{ color: 'var(--color-text-3)', fontSize: 12, marginTop: 4 }}>{hint}</div>
      {progress !== null ? <Progress percent={progress} size="small" style={{ marginTop: 6 }} aria-label={`${label}上传进度`} /> : null}
      {error ? (
        <p role="alert" style={{ color: 'rgb(var(--danger-6))', margin: '4px 0 0' }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
