import { Button, Space } from '@arco-design/web-react';
import { formatDuration } from '@site/shared';

/** Spec 4: "上次观看到 mm:ss" with 继续观看 / 从头播放, shown over the player once per lesson. */
export function ResumePrompt({ seconds, onResume, onRestart }: { seconds: number; onResume: () => void; onRestart: () => void }) {
  return (
    <div
      role="dialog"
      aria-label="继续观看"
      style={{ position: 'absolute', left: 16, bottom: 56, zIndex: 20, background: 'rgba(0,0,0,.75)', color: '#fff', padding: '10px 14px', borderRadius: 6 }}
    >
      <span style={{ marginRight: 12 }}>上次观看到 {formatDuration(seconds)}</span>
      <Space size={8}>
        <Button size="mini" type="primary" onClick={onResume}>
          继续观看
        </Button>
        <Button size="mini" onClick={onRestart}>
          从头播放
        </Button>
      </Space>
    </div>
  );
}
