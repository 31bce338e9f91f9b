import { IconClose, IconDown, IconShareInternal } from '@arco-design/web-react/icon';
import { LightButton, SPEEDS } from '@site/shared';

interface Props {
  speed: number;
  onSpeed: (speed: number) => void;
  onShare: () => void;
  onClose: () => void;
}

/** Speed (remembered), share link at the current time, close. */
export function PlayerExtras({ speed, onSpeed, onShare, onClose }: Props) {
  return (
    <div className="podcast-bar-extras">
      {/* A native select drawn as Arco's mini Select (player-bar.css): the browser's own list and keys, a picked
          speed keeps the focus, every speed shows at once, and the bar loads no Arco code. */}
      <span className="podcast-bar-speed">
        <select aria-label="播放速度" value={String(speed)} onChange={(event) => onSpeed(Number(event.target.value))}>
          {SPEEDS.map((value) => (
            <option key={value} value={String(value)}>
              {value}x
            </option>
          ))}
        </select>
        <IconDown className="podcast-bar-speed-arrow" aria-hidden="true" />
      </span>
      <LightButton shape="circle" type="text" aria-label="复制分享链接" title="复制从当前时间开始的分享链接" icon={<IconShareInternal />} onClick={onShare} />
      <LightButton shape="circle" type="text" aria-label="关闭播放器" title="关闭播放器" icon={<IconClose />} onClick={onClose} />
    </div>
  );
}
