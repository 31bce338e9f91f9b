import type { PurchaseResult } from '@site/shared/contract';
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
