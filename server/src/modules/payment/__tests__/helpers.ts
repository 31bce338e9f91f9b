import type { PurchaseResult } from '@site/shared/contract';
import { ConfigError, loadConfig } from '../../../platform/config';
import { dataOf, injectAs, type TestApp } from '../../../../test/helpers';

export async function buy(t: TestApp, userId: number, courseId: number): Promise<PurchaseResult> {
  return dataOf<PurchaseResult>(await injectAs(t, userId, { method: 'POST', url: '/api_v1/course/purchase', payload: { courseId } }));
}

/** The sandbox page's path and signature from a codeUrl. */
export function sandboxTarget(codeUrl: string): { path: string; sig: string } {
  const url = new URL(codeUrl);
  return { path: url.pathname, sig: url.searchParams.get('sig') ?? '' };
}

export function confirm(t: TestApp, codeUrl: string, amount: number, sig?: string) {
  const target = sandboxTarget(codeUrl);
  return t.app.inject({
    method: 'POST',
    url: target.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ sig: sig ?? target.sig, amount: String(amount) }).toString(),
  });
}

/** The message loadConfig refuses `env` with (the test fails when it accepts it). */
export function configProblem(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}
