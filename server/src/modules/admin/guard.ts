import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../platform/errors';
import { type CurrentUser, hasRole, requireUser } from '../../platform/session';

/** Roles that open parts of the admin backend; an admin may do everything a release manager may. */
export type AdminRole = 'admin' | 'release';

/** The caller when they hold one of the roles: 1100 when logged out, 403 otherwise. */
export function requireAnyRole(request: FastifyRequest, roles: readonly AdminRole[]): CurrentUser {
  const user = requireUser(request);
  if (!roles.some((role) => hasRole(user, role))) throw forbidden('无权访问：当前账号没有此项管理权限');
  return user;
}

/** An onRequest hook that lets only the given roles through, before the body is even validated. */
export const onlyRoles =
  (...roles: AdminRole[]) =>
  async (request: FastifyRequest): Promise<void> => {
    requireAnyRole(request, roles);
  };
