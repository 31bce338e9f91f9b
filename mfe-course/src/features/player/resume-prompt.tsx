import { formatDuration, LightButton } from '@site/shared';

/** Spec 4: "上次观看到 mm:ss" with 继续观看 / 从头播放, shown over the player once per lesson. */
export function ResumePrompt({ seconds, onResume, onRestart }: { seconds: number; onResume: () => void; onRestart: () => void }) {
  return (
    <div
      role="dialog"
      aria-label="继续观看"
      style={{ position: 'absolute', left: 16, bottom: 56, zIndex: 20, background: 'rgba(0,0,0,.75)', color: '#fff', padding: '10px 14px', borderRadius: 6 }}
    >
      <span style={{ marginRight: 12 }}>上次观看到 {formatDuration(seconds)}</span>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <LightButton size="mini" type="primary" onClick={onResume}>
          继续观看
        </LightButton>
        <LightButton size="mini" onClick={onRestart}>
          从头播放
        </LightButton>
      </span>
    </div>
  );
}
