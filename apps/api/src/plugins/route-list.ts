import fp from 'fastify-plugin';

export interface RegisteredRoute {
  method: string;
  /** Fastify's form: `/api/admin/users/:id`. */
  url: string;
  /** True when the route opted out of the OpenAPI document (`schema: { hide: true }`, static files). */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin (HEAD left out: Fastify answers it from the GET route). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Keeps the list of registered routes, so a test can check that the OpenAPI document describes every
 * one of them (and the fuzz test then reaches every route through the document). Registered first.
 */
export const routeListPlugin = fp(async (app) => {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, hidden });
    }
  });
});
