import { render } from '@testing-library/react';
import { LightSkeleton, skeletonRowWidths } from '../light-skeleton';

describe('LightSkeleton (Arco Skeleton markup without its code)', () => {
  it('makes the last row 60% wide unless each row is given its width', () => {
    expect(skeletonRowWidths(3)).toEqual([undefined, undefined, '60%']);
    expect(skeletonRowWidths(1)).toEqual(['60%']);
    expect(skeletonRowWidths(2, ['100%', '40%'])).toEqual(['100%', '40%']);
  });

  it("draws Arco's classes: animated, the image before the rows, in the shape asked", () => {
    const { container } = render(<LightSkeleton image={{ shape: 'circle', style: { width: 40, height: 40 } }} rows={2} />);
    const root = container.firstElementChild;
    expect(root?.className).toBe('arco-skeleton arco-skeleton-animate');
    const image = container.querySelector<HTMLElement>('.arco-skeleton-header > .arco-skeleton-image');
    expect(image?.classList.contains('arco-skeleton-image-circle')).toBe(true);
    expect(image?.style.width).toBe('40px');
    const rows = [...container.querySelectorAll<HTMLElement>('.arco-skeleton-content .arco-skeleton-text-row')];
    expect(rows.map((row) => row.style.width)).toEqual(['', '60%']);
  });

  it('has no image block unless asked', () => {
    const { container } = render(<LightSkeleton />);
    expect(container.querySelector('.arco-skeleton-header')).toBeNull();
    expect(container.querySelectorAll('.arco-skeleton-text-row')).toHaveLength(3);
  });
});
