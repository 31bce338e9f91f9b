import { ProgressReporter } from '../progress-reporter';

describe('ProgressReporter', () => {
  let now = 0;
  const setup = () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const reporter = new ProgressReporter({ lessonId: 5, lessonIndex: 1 }, send, () => now);
    return { send, reporter };
  };
  beforeEach(() => (now = 1_000_000));

  it('reports at once, then skips updates within 10 s of the last report', () => {
    const { send, reporter } = setup();
    reporter.onTime(0.2, 100);
    now += 4000;
    reporter.onTime(4, 100);
    now += 5999;
    reporter.onTime(10, 100);
    expect(send).toHaveBeenCalledTimes(1);
    now += 1;
    reporter.onTime(10.4, 100);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ lessonId: 5, lessonIndex: 1, watchedDuration: 10, final: false });
  });

  it('reports the moment the lesson passes 90 % even within the throttle, and only once', () => {
    const { send, reporter } = setup();
    reporter.onTime(89, 100);
    now += 1000;
    reporter.onTime(90.5, 100);
    now += 1000;
    reporter.onTime(91.5, 100);
    expect(send.mock.calls.map(([input]) => input.final)).toEqual([false, true]);
  });

  it('reports the end as final', () => {
    const { send, reporter } = setup();
    reporter.onTime(50, 100);
    now += 100;
    reporter.onEnded(100);
    expect(send).toHaveBeenLastCalledWith({ lessonId: 5, lessonIndex: 1, watchedDuration: 100, final: true });
  });

  it('survives a failed report', async () => {
    const send = jest.fn().mockRejectedValue(new Error('offline'));
    const reporter = new ProgressReporter({ lessonId: 5, lessonIndex: 0 }, send, () => now);
    expect(() => reporter.onTime(1, 100)).not.toThrow();
    await Promise.resolve();
  });
});
