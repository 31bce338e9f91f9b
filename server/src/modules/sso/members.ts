import crypto from 'node:crypto';
import { NICKNAME_MAX, USERNAME_MAX } from '@site/shared/contract';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { isUniqueViolation } from '../../platform/db/errors';
import { findUserByEmail, findUserById, findUserByUsername, isNicknameTaken } from '../account/repository';
import { users } from '../account/tables';
import { copyAvatar } from './avatar';
import { type Claims, grantsFrom, identityTag, pictureUrl, verifiedEmail, wantedNickname, wantedUsername } from './claims';
import { findLinkedUserId, hasIdentityAt, insertIdentity, touchIdentity, updateGrants } from './repository';

/** Members who sign in only through the provider have no password: this never verifies (platform/password.ts). */
const NO_PASSWORD = 'sso$no-password';

/**
 * A free name from a wanted one: the name itself; else the name with _2 … _9; else the name cut short
 * plus _ and the identity's tag; else a random one. Checked without case for usernames.
 */
async function freeName(wanted: string, max: number, tag: string, isTaken: (name: string) => Promise<boolean>): Promise<string> {
  const cut = (value: string, length: number) => Array.from(value).slice(0, length).join('');
  const candidates = [wanted];
  for (let n = 2; n <= 9; n += 1) candidates.push(`${cut(wanted, max - 2)}_${n}`);
  candidates.push(`${cut(wanted, max - tag.length - 1)}_${tag}`);
  for (const candidate of candidates) {
    if (!(await isTaken(candidate))) return candidate;
  }
  return `user_${crypto.randomBytes(6).toString('hex')}`.slice(0, max);
}

export interface SsoIdentity {
  issuer: string;
  subject: string;
  claims: Claims;
}

/**
 * The member for this identity: the linked one; else the member whose email the provider has verified
 * (once per provider, so a second identity cannot take over a linked member); else a new member whose
 * username, nickname and avatar come from the claims. Roles and powers follow the roles claim when
 * one is configured; otherwise they stay as set on our side.
 */
export async function memberForIdentity(ctx: AppContext, identity: SsoIdentity): Promise<number> {
  const now = ctx.clock.now();
  const userId = await findOrCreate(ctx, identity, now);
  const claimPath = ctx.config.OIDC_ROLES_CLAIM;
  if (claimPath) {
    const row = await findUserById(ctx.db, userId);
    const grants = grantsFrom(identity.claims, claimPath);
    if (row) await updateGrants(ctx.db, userId, { ...grants, roles: { ...row.roles, ...grants.roles } }, now);
  }
  return userId;
}

async function findOrCreate(ctx: AppContext, identity: SsoIdentity, now: Date): Promise<number> {
  const { issuer, subject } = identity;
  const linked = await findLinkedUserId(ctx.db, issuer, subject);
  if (linked !== null) {
    await touchIdentity(ctx.db, issuer, subject, now);
    return linked;
  }
  const email = verifiedEmail(identity.claims);
  const byEmail = email ? await findUserByEmail(ctx.db, email) : undefined;
  if (byEmail && !(await hasIdentityAt(ctx.db, issuer, byEmail.id))) {
    return link(ctx.db, identity, byEmail.id, now);
  }
  // The picture is fetched before the transaction, so a slow picture host never holds a connection.
  const picture = pictureUrl(identity.claims);
  const avatar = picture ? await copyAvatar(ctx.storage, picture, issuer) : null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const tag = identityTag(issuer, subject);
        const username = await freeName(wantedUsername(identity.claims, tag), USERNAME_MAX, tag, async (name) => Boolean(await findUserByUsername(tx, name)));
        const nickname = await freeName(wantedNickname(identity.claims, username), NICKNAME_MAX, tag, (name) => isNicknameTaken(tx, name));
        // Emails are unique and required: an unverified, missing or taken one gets an address that can never receive mail.
        const storedEmail = email && !byEmail ? email : `sso-${identityTag(issuer, subject)}${crypto.randomBytes(4).toString('hex')}@users.invalid`;
        const [row] = await tx
          .insert(users)
          .values({ username, email: storedEmail, nickname, avatar: avatar ?? '', passwordHash: NO_PASSWORD, createdAt: now, updatedAt: now })
          .returning({ id: users.id });
        await insertIdentity(tx, issuer, subject, row.id, now);
        return row.id;
      });
    } catch (error) {
      // A parallel sign-in of the same person, or another member taking the chosen name in the meantime.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
      const raced = await findLinkedUserId(ctx.db, issuer, subject);
      if (raced !== null) return raced;
    }
  }
}

async function link(db: DbOrTx, identity: SsoIdentity, userId: number, now: Date): Promise<number> {
  try {
    await insertIdentity(db, identity.issuer, identity.subject, userId, now);
    return userId;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await findLinkedUserId(db, identity.issuer, identity.subject);
    if (raced === null) throw error;
    return raced;
  }
}
