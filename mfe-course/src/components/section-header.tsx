import type { ReactNode } from 'react';

export function SectionHeader({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', margin: '24px 0 12px' }}>
      <h2 style={{ margin: 0, fontSize: 20 }}>{title}</h2>
      {extra}
    </div>
  );
}
