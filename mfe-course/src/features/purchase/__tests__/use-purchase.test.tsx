import { act, renderHook } from '@testing-library/react';
import { api } from '@site/shared';
import { usePurchase } from '../use-purchase';

const FIFTEEN_MIN = 15 * 60 * 1000;

function setup(paidAfterChecks = Infinity) {
  let checks = 0;
  const post = jest.spyOn(api, 'post').mockResolvedValue({
    orderNum: 'N1',
    payInfo: { codeUrl: 'http://pay/sandbox/N1', expiresAt: new Date(Date.now() + FIFTEEN_MIN).toISOString() },
  });
  const get = jest.spyOn(api, 'get').mockImplementation(async () => {
    checks += 1;
    return { hasPurchase: checks >= paidAfterChecks };
  });
  const onPaid = jest.fn();
  const hook = renderHook(() => usePurchase(7, onPaid));
  return { post, get, onPaid, hook, checkCount: () => get.mock.calls.length };
}

const tick = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
};

describe('usePurchase (spec 4, 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('orders, shows the QR and polls every 2 s until bought, then closes and stops', async () => {
    const { post, hook, onPaid, checkCount } = setup(3);
    await act(async () => hook.result.current.start());
    expect(post).toHaveBeenCalledWith('/course/purchase', { courseId: 7 });
    expect(hook.result.current.phase).toBe('waiting');
    expect(hook.result.current.codeUrl).toBe('http://pay/sandbox/N1');
    await tick(1999);
    expect(checkCount()).toBe(0);
    await tick(1);
    expect(checkCount()).toBe(1);
    await tick(2000);
    await tick(2000);
    expect(checkCount()).toBe(3);
    expect(hook.result.current.phase).toBe('closed');
    expect(onPaid).toHaveBeenCalledTimes(1);
    await tick(10_000);
    expect(checkCount()).toBe(3);
  });

  it('cancel stops polling and checks once more', async () => {
    const { hook, onPaid, checkCount } = setup(2);
    await act(async () => hook.result.current.start());
    await tick(2000);
    expect(checkCount()).toBe(1);
    await act(async () => hook.result.current.cancel());
    expect(hook.result.current.phase).toBe('closed');
    expect(checkCount()).toBe(2);
    // The single check found the payment made just before cancelling.
    expect(onPaid).toHaveBeenCalledTimes(1);
    await tick(10_000);
    expect(checkCount()).toBe(2);
  });

  it('stops polling on unmount', async () => {
    const { hook, checkCount } = setup();
    await act(async () => hook.result.current.start());
    await tick(4000);
    expect(checkCount()).toBe(2);
    hook.unmount();
    await tick(10_000);
    expect(checkCount()).toBe(2);
  });

  it('marks the QR expired after 15 minutes, stops polling, and a new start orders again', async () => {
    const { hook, post, checkCount } = setup();
    await act(async () => hook.result.current.start());
    await tick(FIFTEEN_MIN - 1);
    expect(hook.result.current.phase).toBe('waiting');
    await tick(1);
    expect(hook.result.current.phase).toBe('expired');
    const before = checkCount();
    await tick(10_000);
    expect(checkCount()).toBe(before);
    await act(async () => hook.result.current.start());
    expect(post).toHaveBeenCalledTimes(2);
    expect(hook.result.current.phase).toBe('waiting');
  });
});
