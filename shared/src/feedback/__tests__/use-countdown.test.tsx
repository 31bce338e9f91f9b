import { act, renderHook } from '@testing-library/react';
import { countdownText, useCountdown } from '../use-countdown';

describe('useCountdown (spec 4 and 9: 60 s resend countdown)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down once a second and stops at zero', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => jest.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('restarting replaces the running countdown', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => jest.advanceTimersByTime(10_000));
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    expect(jest.getTimerCount()).toBe(1);
  });

  it('clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('countdownText: seconds up to a minute as spec 4 shows them, longer server waits as a clock', () => {
  it.each([
    [60, '60s'],
    [1, '1s'],
    [61, '1:01'],
    [300, '5:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [85_920, '23:52:00'],
  ])('%p -> %p', (seconds, text) => expect(countdownText(seconds)).toBe(text));
});
