import { apiErrorMessage, EmptyState, ErrorState, IMAGE_SIZES, imageUrl, LightCard, paths, SkeletonGrid, useDelayedFlag, usePageTitle, useRequest } from '@site/shared';
import { getTools } from '../api/get-tools';
import { OneLineText } from '../components/one-line-text';
import { SectionHeader } from '../components/section-header';

/** Icons fetched with the page: on a 375–412 px phone the first group's first four cards are in view under the header. */
const EAGER_ICONS = 4;

/** /tool: tool groups; each card opens the tool's site in a new tab (spec 2). */
export function ToolsPage() {
  usePageTitle(paths.tools.title);
  const { data, error, loading, reload } = useRequest('tool/list', getTools);
  const showSkeleton = useDelayedFlag(loading, 100);
  // The design shows no page heading: the title is the h1 for screen readers, above each group's h2.
  const heading = <h1 className="site-visually-hidden">{paths.tools.title}</h1>;
  const state = showSkeleton ? (
    <SkeletonGrid />
  ) : error ? (
    <ErrorState message={apiErrorMessage(error, '加载失败')} onRetry={reload} />
  ) : data && data.length === 0 ? (
    <EmptyState description="暂无工具" />
  ) : null;
  if (state) {
    return (
      <>
        {heading}
        {state}
      </>
    );
  }
  return (
    <div>
      {heading}
      {(data ?? []).map((group, groupIndex) => (
        <section key={group.name} aria-label={group.name}>
          <SectionHeader title={group.name} />
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
            {group.toolInfo.map((tool, index) => (
              <a key={tool.url + tool.name} href={tool.url} target="_blank" rel="noopener noreferrer" style={{ color: 'inherit', textDecoration: 'none' }}>
                <LightCard hoverable bodyStyle={{ display: 'flex', alignItems: 'center', gap: 10, padding: 12 }}>
                  {tool.preview ? (
                    <img
                      src={imageUrl(tool.preview, IMAGE_SIZES.appIconLarge)}
                      alt=""
                      width={32}
                      height={32}
                      // The first group's first row or two are on a phone's first screen; the rest wait until scrolled near.
                      loading={groupIndex === 0 && index < EAGER_ICONS ? 'eager' : 'lazy'}
                      style={{ borderRadius: 6, objectFit: 'cover' }}
                    />
                  ) : null}
                  <OneLineText text={tool.name} />
                </LightCard>
              </a>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
