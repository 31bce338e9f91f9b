import type { APIRequestContext, Page } from '@playwright/test';

/** Demo accounts created by the seed (see README). */
export const demoAccounts = {
  admin: { account: 'admin', password: 'demo1234' },
  teacher: { account: 'teacher', password: 'demo1234' },
  poster: { account: 'poster', password: 'demo1234' },
  member: { account: 'member', password: 'demo1234' },
} as const;

export type DemoAccount = keyof typeof demoAccounts;

/** Logs in through the API; the session cookie lands in the page's context. */
export async function loginAs(target: Page | APIRequestContext, who: DemoAccount): Promise<void> {
  const request = 'request' in target ? target.request : target;
  const response = await request.post('/api_v1/account/login', { data: demoAccounts[who] });
  if (!response.ok()) throw new Error(`login as ${who} failed: ${response.status()} ${await response.text()}`);
}

/** The latest code mailed to an address, read from the development outbox. */
export async function latestMailedCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get('/dev/outbox');
  const body = (await response.json()) as { data?: { to: string; code?: string }[] } | { to: string; code?: string }[];
  const mails = Array.isArray(body) ? body : (body.data ?? []);
  const mail = mails.find((m) => m.to === email && m.code);
  if (!mail?.code) throw new Error(`no code mailed to ${email}`);
  return mail.code;
}
