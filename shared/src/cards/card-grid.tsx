import { Grid } from '@arco-design/web-react';
import type { Key, ReactNode } from 'react';

const { Row, Col } = Grid;

export interface CardGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => Key;
  /** The index lets a card know it is among the first (above the fold). */
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * Cards 2 per row on small screens, 3 on medium and large, 4 on extra large (spec 2), using Arco's
 * breakpoints (xs/sm < 768 px, md/lg < 1200 px, xl and up).
 */
export function CardGrid<T>({ items, getKey, renderItem }: CardGridProps<T>) {
  return (
    <Row gutter={[16, 16]} className="site-card-grid">
      {items.map((item, index) => (
        <Col key={getKey(item)} xs={12} sm={12} md={8} lg={8} xl={6} xxl={6}>
          {renderItem(item, index)}
        </Col>
      ))}
    </Row>
  );
}
