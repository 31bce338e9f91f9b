import { act, renderHook } from '@testing-library/react';
import { useDelayedFlag } from '../use-delayed-flag';

describe('useDelayedFlag', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns true only after the delay and false at once when inactive', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 100), { initialProps: { active: true } });
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(99));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('never turns true when the work ends before the delay', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 120), { initialProps: { active: true } });
    act(() => jest.advanceTimersByTime(50));
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });
});
