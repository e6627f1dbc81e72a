import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { RoleId } from '@nirog/contracts';
import { HttpError, forbidden, unauthenticated } from '../lib/errors';
import type { AuthContext } from '../modules/auth';

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
