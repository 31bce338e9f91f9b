// The bench's own latency percentile: the flat-with-data ratios rest on it, at a few milliseconds each.
import { percentile } from '../bench/lib';

describe('bench percentile', () => {
  it('takes the nearest rank of the samples, keeping their decimals', () => {
    const samples = [4.9, 3.2, 3.4, 3.1, 12.5, 3.3, 3.6, 3.5, 3.0, 3.8];
    expect(percentile(samples, 0.5)).toBe(3.4);
    expect(percentile(samples, 0.99)).toBe(12.5);
    expect(percentile(samples, 0.1)).toBe(3.0);
  });

  it('sorts numerically, not as text', () => {
    expect(percentile([10.5, 9.5, 100.25], 0.5)).toBe(10.5);
  });

  it('answers 0 when nothing came back', () => {
    expect(percentile([], 0.5)).toBe(0);
  });
});
