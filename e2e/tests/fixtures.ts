import type { APIRequestContext, Page } from '@playwright/test';

/** Demo accounts created by the seed (see README). */
export const demoAccounts = {
  admin: { account: 'admin', password: 'demo1234' },
  teacher: { account: 'teacher', password: 'demo1234' },
  poster: { account: 'poster', password: 'demo1234' },
  member: { account: 'member', password: 'demo1234' },
  release: { account: 'release', password: 'demo1234' },
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

/** A name nobody has used yet: 4-20 letters and digits, so it passes the username rule too. */
export function uniqueName(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`.slice(0, 20);
}

export interface ThrowawayAccount {
  username: string;
  email: string;
  password: string;
}

/**
 * Registers a fresh account through the API (send code, read it from the outbox, verify, register),
 * for tests that must not touch the demo accounts (wrong passwords lock an account for 5 minutes).
 * The session it starts lives in `request`'s cookies only.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  prefix = 'tmp',
  options: { email?: string } = {},
): Promise<ThrowawayAccount> {
  const username = uniqueName(prefix);
  const account = { username, email: options.email ?? `${username}@e2e.example.com`, password: 'secret-123' };
  const must = async (what: string, response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  };
  await must('send code', await request.post('/api_v1/email/send/verify/code', { data: { email: account.email, codeType: 'register' } }));
  const code = await latestMailedCode(request, account.email);
  await must('verify code', await request.post('/api_v1/email/verify/code', { data: { email: account.email, type: 'register', code } }));
  await must(
    'register',
    await request.post('/api_v1/account/register-by-email', {
      data: { email: account.email, password: account.password, emailCode: code, account: username },
    }),
  );
  return account;
}

/** Every page of spec 2 a visitor may open, one of each kind (seeded ids): the pages the sweeps check. */
export const PUBLIC_ROUTES = [
  '/',
  '/course',
  '/course/1',
  '/livecourse',
  '/course-plan',
  '/app/1',
  '/teacher/teacher',
  '/tool',
  '/shots',
  '/shot/1',
  '/podcast',
  '/podcast/1',
  '/promise',
  '/health-sign',
];
