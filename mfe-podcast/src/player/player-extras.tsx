import { Button, Select } from '@arco-design/web-react';
import { IconClose, IconShareInternal } from '@arco-design/web-react/icon';
import { SPEEDS, useSelectKeepsFocus } from '@site/shared';

interface Props {
  speed: number;
  onSpeed: (speed: number) => void;
  onShare: () => void;
  onClose: () => void;
}

/** Speed (remembered), share link at the current time, close. */
export function PlayerExtras({ speed, onSpeed, onShare, onClose }: Props) {
  // A speed picked with Enter keeps the focus on the select (Arco's would drop it on the page).
  const speedSelect = useSelectKeepsFocus();
  return (
    <div className="podcast-bar-extras">
      <Select
        {...speedSelect}
        size="mini"
        className="podcast-bar-speed"
        aria-label="播放速度"
        value={speed}
        onChange={(value: number) => onSpeed(value)}
        triggerProps={{ autoAlignPopupWidth: false, position: 'top' }}
        // All six speeds at once: Arco's 200 px menu cut off 2x (it needed scrolling inside the menu).
        dropdownMenuStyle={{ maxHeight: 'none' }}
        options={SPEEDS.map((value) => ({ value, label: `${value}x` }))}
      />
      <Button shape="circle" type="text" aria-label="复制分享链接" title="复制从当前时间开始的分享链接" icon={<IconShareInternal />} onClick={onShare} />
      <Button shape="circle" type="text" aria-label="关闭播放器" title="关闭播放器" icon={<IconClose />} onClick={onClose} />
    </div>
  );
}
