import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { RoleId } from '@nirog/contracts';
import { HttpError, forbidden, unauthenticated } from '../lib/errors';

/**
 * The signed-in user as the plugin sees it. Infrastructure knows nothing of modules: the auth module widens
 * this interface to its user row by declaration merging (`declare module '../../plugins/auth'` in
 * modules/auth/auth.session.ts), so imports run one way, modules -> plugins.
 */
export interface AuthUser {
  blockedAt: Date | null;
}

/** Who sent the request: the user, their role ids and the token they used. */
export interface AuthContext {
  user: AuthUser;
  roleIds: RoleId[];
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** 'required': 401 without a valid token; 'optional': resolve the user when a token is sent. */
    auth?: 'required' | 'optional';
    /** Any of these roles is enough; implies auth 'required'. */
    roles?: RoleId[];
  }
}

/**
 * Bearer-token authentication, declared per route with `config: { auth: 'required' }` or
 * `config: { roles: [ROLE.Admin] }`. Runs before validation, so a guest gets 401, not 422.
 */
export const authPlugin = fp<{ authenticate: (authorization: string | undefined) => Promise<AuthContext | null> }>(
  async (app, { authenticate }) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config ?? {};
      const mode = config.roles ? 'required' : config.auth;
      if (!mode) return;
      const auth = await authenticate(request.headers.authorization);
      if (!auth) {
        if (mode === 'required') throw unauthenticated();
        return;
      }
      if (auth.user.blockedAt) throw new HttpError(403, 'auth.blocked', {}, { blocked: true });
      if (config.roles && !config.roles.some((r) => auth.roleIds.includes(r))) throw forbidden();
      request.auth = auth;
    });
  },
);

/** The authenticated user of a route declared with auth 'required'. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
