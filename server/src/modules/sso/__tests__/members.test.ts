import { eq } from 'drizzle-orm';
import { createUser, dataOf } from '../../../../test/helpers';
import { users } from '../../account/tables';
import { identityTag } from '../claims';
import { memberForIdentity } from '../members';
import { type SsoFixture, infoOf, signIn, startSsoFixture } from './sso-fixture';

let f: SsoFixture;
beforeAll(async () => {
  f = await startSsoFixture({ OIDC_ROLES_CLAIM: 'roles' });
});
afterAll(() => f.close());

const userRow = async (id: number) => (await f.t.database.db.select().from(users).where(eq(users.id, id)))[0];

async function signInAs(subject: string, claims: Record<string, unknown>) {
  f.provider.accounts.set(subject, claims);
  const { sid } = await signIn(f.t, subject);
  return dataOf<{ id: number; username: string; nickname: string }>(await infoOf(f.t, sid));
}

test('a taken username (any case) gets _2, _3 …; a taken nickname likewise', async () => {
  await createUser(f.t.database, { username: 'Zhou_Qi', nickname: '周七' });
  const first = await signInAs('clash-1', { preferred_username: 'zhou_qi', name: '周七' });
  expect(first).toMatchObject({ username: 'zhou_qi_2', nickname: '周七_2' });
  const second = await signInAs('clash-2', { preferred_username: 'ZHOU_QI', name: '周七' });
  expect(second).toMatchObject({ username: 'ZHOU_QI_3', nickname: '周七_3' });
});

test('after _9 the name is cut and tagged with the identity, within the 20-character limit', async () => {
  const base = 'abcdefghijklmnopqrst';
  await createUser(f.t.database, { username: base });
  for (let n = 2; n <= 9; n += 1) await createUser(f.t.database, { username: `${base.slice(0, 18)}_${n}` });
  const member = await signInAs('clash-long', { preferred_username: base });
  expect(member.username).toBe(`${base.slice(0, 11)}_${identityTag(f.provider.issuer, 'clash-long')}`);
  expect(member.username.length).toBeLessThanOrEqual(20);
});

test('names are reduced to the allowed characters; a name with too few of them becomes user_<tag>', async () => {
  const reduced = await signInAs('chars-1', { preferred_username: 'wang wu!#', email: 'x@example.com' });
  expect(reduced.username).toBe('wangwu');
  const chinese = await signInAs('chars-2', { preferred_username: '张三', name: '张三' });
  expect(chinese).toMatchObject({ username: `user_${identityTag(f.provider.issuer, 'chars-2')}`, nickname: '张三' });
  const fromEmail = await signInAs('chars-3', { email: 'li.si@example.com' });
  expect(fromEmail).toMatchObject({ username: 'li.si', nickname: 'li.si' });
});

test('a verified email links the existing member; an unverified one never does', async () => {
  const existing = await createUser(f.t.database, { username: 'old-member', email: 'old@example.com' });
  const unverified = await signInAs('email-unverified', { preferred_username: 'someone', email: 'old@example.com', email_verified: false });
  expect(unverified.id).not.toBe(existing.id);
  expect((await userRow(unverified.id)).email).toMatch(/@users\.invalid$/);
  const verified = await signInAs('email-verified', { preferred_username: 'whoever', email: 'OLD@example.com', email_verified: true });
  expect(verified.id).toBe(existing.id);
  expect(verified.username).toBe('old-member');
  // A second identity at the same provider with that email cannot take the linked member over.
  const other = await signInAs('email-verified-2', { preferred_username: 'another', email: 'old@example.com', email_verified: true });
  expect(other.id).not.toBe(existing.id);
});

test('roles and powers follow the configured claim on every sign-in; other roles stay', async () => {
  const member = await signInAs('roles-1', { preferred_username: 'roles-member', roles: ['teacher', 'canPostShot', 'unknown-role'] });
  expect(await userRow(member.id)).toMatchObject({ roles: { admin: false, teacher: true }, canPostShot: true, canTopComment: false });
  await f.t.database.db.update(users).set({ roles: { admin: false, teacher: true, editor: true } }).where(eq(users.id, member.id));
  f.provider.accounts.set('roles-1', { roles: ['admin', 'canTopComment'] });
  await signIn(f.t, 'roles-1');
  let row = await userRow(member.id);
  expect(row.roles).toEqual({ admin: true, teacher: false, editor: true });
  expect(row).toMatchObject({ canPostShot: false, canTopComment: true });
  // The claim left out (providers omit empty lists): the roles it grants are taken away.
  f.provider.accounts.set('roles-1', {});
  await signIn(f.t, 'roles-1');
  row = await userRow(member.id);
  expect(row.roles).toEqual({ admin: false, teacher: false, editor: true });
  expect(row).toMatchObject({ canPostShot: false, canTopComment: false });
});

test('a dotted claim path reaches nested claims; without a roles claim configured, roles stay as set here', async () => {
  const admin = await createUser(f.t.database, { username: 'keep-admin', roles: { admin: true }, canPostShot: true });
  const identity = { issuer: f.provider.issuer, subject: 'no-claim', claims: { email: admin.email, email_verified: true, roles: [] } };
  const withoutClaim = { ...f.t.app.ctx, config: { ...f.t.app.ctx.config, OIDC_ROLES_CLAIM: undefined } };
  expect(await memberForIdentity(withoutClaim, identity)).toBe(admin.id);
  expect(await userRow(admin.id)).toMatchObject({ roles: { admin: true }, canPostShot: true });

  const nested = { ...f.t.app.ctx, config: { ...f.t.app.ctx.config, OIDC_ROLES_CLAIM: 'realm_access.roles' } };
  const id = await memberForIdentity(nested, { issuer: f.provider.issuer, subject: 'nested', claims: { preferred_username: 'nested-roles', realm_access: { roles: ['teacher'] } } });
  expect((await userRow(id)).roles).toEqual({ admin: false, teacher: true });
});

test('a picture the server must not fetch (private address, not https) leaves the avatar empty', async () => {
  const member = await signInAs('picture-1', { preferred_username: 'no-picture', picture: 'http://169.254.169.254/latest/meta-data/avatar.png' });
  expect((await userRow(member.id)).avatar).toBe('');
});
