import { usePageTitle } from '../site';

/** A page that exists in the route table but whose content has not been built yet. */
export function PagePlaceholder({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="page-placeholder" style={{ padding: '48px 0', textAlign: 'center' }}>
      <h1>{title}</h1>
      <p>该页面正在建设中，敬请期待。</p>
    </section>
  );
}
