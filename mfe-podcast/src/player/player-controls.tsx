import { IconPauseCircleFill, IconPlayCircleFill, IconSkipNextFill, IconSkipPreviousFill } from '@arco-design/web-react/icon';
import { LightButton } from '@site/shared';

interface Props {
  playing: boolean;
  onPrevious: () => void;
  onToggle: () => void;
  onNext: () => void;
}

/** 上一集, 播放/暂停, 下一集. */
export function PlayerControls({ playing, onPrevious, onToggle, onNext }: Props) {
  return (
    <div className="podcast-bar-controls">
      <LightButton shape="circle" type="text" aria-label="上一集" title="上一集" icon={<IconSkipPreviousFill />} onClick={onPrevious} />
      <LightButton
        shape="circle"
        type="text"
        size="large"
        className="podcast-bar-toggle"
        aria-label={playing ? '暂停' : '播放'}
        title={playing ? '暂停' : '播放'}
        icon={playing ? <IconPauseCircleFill /> : <IconPlayCircleFill />}
        onClick={onToggle}
      />
      <LightButton shape="circle" type="text" aria-label="下一集" title="下一集" icon={<IconSkipNextFill />} onClick={onNext} />
    </div>
  );
}
