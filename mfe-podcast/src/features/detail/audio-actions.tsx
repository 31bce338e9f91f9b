import { IconHeart, IconHeartFill, IconPauseCircleFill, IconPlayCircleFill } from '@arco-design/web-react/icon';
import { formatDuration, LightButton, useLocationOrigin } from '@site/shared';
import type { AudioDetail } from '../../api/types';
import { QrDialogButton } from '../common/qr-dialog';
import { useAudioLike } from './use-audio-like';

interface Props {
  audio: AudioDetail;
  playing: boolean;
  /** The share link's start (#t=mm:ss) until it has been used once. */
  startAt: number | null;
  /** Where this browser left the episode (0: never, or finished); play goes on from there. */
  resumeAt: number;
  onPlay: () => void;
}

/** Play (or from the shared time), like, and the mini-program QR. */
export function AudioActions({ audio, playing, startAt, resumeAt, onPlay }: Props) {
  const { liked, likeNum, toggle } = useAudioLike(audio.id, audio);
  const origin = useLocationOrigin();
  const resumes = !playing && startAt === null && resumeAt > 0;
  return (
    <div className="podcast-detail-actions">
      <LightButton type="primary" shape="round" size="large" icon={playing ? <IconPauseCircleFill /> : <IconPlayCircleFill />} onClick={onPlay}>
        {playing ? '暂停' : resumes ? '继续收听' : '播放'}
      </LightButton>
      {startAt !== null && !playing ? <span className="podcast-detail-start">从 {formatDuration(startAt)} 开始</span> : null}
      {resumes ? <span className="podcast-detail-start">上次听到 {formatDuration(resumeAt)}</span> : null}
      <LightButton shape="round" size="large" aria-pressed={liked} icon={liked ? <IconHeartFill style={{ color: 'rgb(var(--red-6))' }} /> : <IconHeart />} onClick={() => void toggle()}>
        {liked ? '已喜欢' : '喜欢'} {likeNum}
      </LightButton>
      <QrDialogButton link={`${origin}/podcast/${audio.id}`} image={audio.wxQRCode || undefined} />
    </div>
  );
}
