import { act, renderHook } from '@testing-library/react';
import { checkNickname } from '../../../api/profile';
import { canConfirmNickname, useNicknameCheck, type NicknameStatus } from '../use-nickname-check';

jest.mock('../../../api/profile', () => ({ checkNickname: jest.fn(), updateProfile: jest.fn() }));
const check = checkNickname as jest.MockedFunction<typeof checkNickname>;

describe('canConfirmNickname (spec 4)', () => {
  test.each<[NicknameStatus, string, string, boolean]>([
    [{ state: 'valid' }, '新昵称', '旧昵称', true],
    [{ state: 'ing' }, '新昵称', '旧昵称', false],
    [{ state: 'invalid', reason: '已被占用' }, '新昵称', '旧昵称', false],
    [{ state: 'valid' }, '  ', '旧昵称', false],
    [{ state: 'valid' }, '旧昵称', '旧昵称', false],
  ])('%j %s (current %s) -> %s', (status, value, current, expected) => {
    expect(canConfirmNickname(status, value, current)).toBe(expected);
  });
});

describe('useNicknameCheck', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('asks the server 1500 ms after the last change and shows its reason', async () => {
    check.mockResolvedValue({ isValid: false, reason: '该昵称已被使用' });
    const { result, rerender } = renderHook(({ value }) => useNicknameCheck(value, '旧'), { initialProps: { value: '新' } });
    expect(result.current).toEqual({ state: 'ing' });
    rerender({ value: '新名字' });
    await act(async () => {
      jest.advanceTimersByTime(1499);
    });
    expect(check).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('新名字');
    expect(result.current).toEqual({ state: 'invalid', reason: '该昵称已被使用' });
  });

  test('a failed check counts as valid (spec 8)', async () => {
    check.mockRejectedValue(new Error('network'));
    const { result } = renderHook(() => useNicknameCheck('新名字', '旧'));
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(result.current).toEqual({ state: 'valid' });
  });
});
