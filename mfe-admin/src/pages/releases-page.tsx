import { Message } from '@arco-design/web-react';
import { apiErrorMessage, ErrorState, LightSpin, useRequest } from '@site/shared';
import { useState } from 'react';
import { AdminFrame } from '../features/access';
import { ReasonDialog, type ReasonRequest } from '../features/reason/reason-dialog';
import { activateRelease, getReleases, type RemoteReleases } from '../features/releases/api/releases';
import { RemoteReleaseCard } from '../features/releases/components/remote-release-card';
import { REMOTE_LABELS } from '../features/releases/remote-labels';
import { VisitorLookup } from '../features/releases/components/visitor-lookup';

function ConsoleHeading() {
  return (
    <>
      <h1 style={{ fontSize: 20 }}>发布控制台</h1>
      <p>与命令行 pnpm release / pnpm rollback 使用同一份发布记录；切换后新打开的页面立即使用新版本。</p>
    </>
  );
}

function ReleaseConsole() {
  const { data, error, reload } = useRequest('admin:releases', getReleases);
  const [pending, setPending] = useState<ReasonRequest | null>(null);

  const change = (remote: RemoteReleases, version: string | undefined) => async (reason: string) => {
    const result = await activateRelease({ remote: remote.name, version, reason });
    Message.success(`${REMOTE_LABELS[remote.name]}已切换到 ${result.to}`);
    reload();
  };

  if (!data) {
    // The page's heading stands while the records load or fail, so a screen reader always knows where it is.
    return (
      <>
        <ConsoleHeading />
        {error ? <ErrorState message={apiErrorMessage(error, '加载失败')} onRetry={reload} /> : <LightSpin label="正在加载发布记录" block={48} />}
      </>
    );
  }
  return (
    <>
      <ConsoleHeading />
      <VisitorLookup activeVersions={Object.fromEntries(data.remotes.map((remote) => [remote.name, remote.active]))} />
      {data.remotes.map((remote) => (
        <RemoteReleaseCard
          key={remote.name}
          remote={remote}
          onRollback={(r) =>
            setPending({
              title: `回滚${REMOTE_LABELS[r.name]}`,
              description: `当前版本 ${r.active ?? ''} 将被标记为已回滚，改为启用 ${r.rollbackTarget ?? ''}。`,
              keptIn: '发布历史',
              run: change(r, undefined),
            })
          }
          onActivate={(r, version) =>
            setPending({ title: `启用${REMOTE_LABELS[r.name]}的版本`, description: `将 ${r.active ?? '（无）'} 切换为 ${version}。`, keptIn: '发布历史', run: change(r, version) })
          }
        />
      ))}
      <ReasonDialog request={pending} onClose={() => setPending(null)} />
    </>
  );
}

export function ReleasesPage() {
  return (
    <AdminFrame roles={['admin', 'release']}>
      <ReleaseConsole />
    </AdminFrame>
  );
}
