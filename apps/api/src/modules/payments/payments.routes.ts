import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGateway } from './payments.gateway-factory';
import { handleCallback, purposeLabel, startPayment, type FlowDeps } from './payments.flow';
import { SANDBOX_ACTIONS, sandboxToken } from './payments.sandbox';
import { renderMessagePage, renderSandboxPage } from './payments.sandbox.page';
import { findByPublicId } from './payments.service';

const tags = ['payments'];
/** Per client address; the gateway's IPN servers get more room than a browser. */
const LIMITS = {
  browser: { max: 30, timeWindow: '1 minute' },
  ipn: { max: 120, timeWindow: '1 minute' },
} as const;

// Loose schemas on purpose: a malformed browser request gets a page or a redirect, never JSON.
const IdParams = z.object({ id: z.string().max(100) });
const LangQuery = z.object({ lang: z.enum(['en', 'bn']).optional().catch(undefined) });
const FormBody = z.record(z.string(), z.unknown());

/** Form fields as strings (a gateway may also send JSON with numbers). */
function fields(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
  }
  return out;
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

const redirect = (reply: FastifyReply, url: string, status: 302 | 303) =>
  reply.header('cache-control', 'no-store').redirect(url, status);

/**
 * Browser addresses under /payment (no bearer token: the payment id is unguessable), plus the
 * gateway's server-to-server IPN. Only the configured gateway's routes exist: with SSLCommerz the
 * sandbox page answers 404.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = createGateway({ config: app.config, appKey: app.appKey, fetch: app.httpFetch });
  const deps: FlowDeps = { db: app.db, config: app.config, gateway, log: app.log };

  // Gateways and the sandbox page post HTML forms (this plugin's routes only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const notFoundPage = (lang: 'en' | 'bn') =>
    renderMessagePage(lang, 'payments.page.not_found_title', 'payments.page.not_found', `${app.config.appUrl}/`);

  app.get(
    '/payment/payment-submit/:id',
    {
      config: { rateLimit: LIMITS.browser },
      schema: {
        tags,
        summary: 'Starts the gateway session of a payment and redirects the browser to it',
        params: IdParams,
        querystring: LangQuery,
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      const answer = await startPayment({ ...deps, log: request.log }, request.params.id, lang);
      if (answer.kind === 'not_found') return html(reply, 404, notFoundPage(lang));
      return redirect(reply, answer.url, 302);
    },
  );

  if (gateway.name === 'sandbox') {
    app.get(
      '/payment/sandbox/:id',
      {
        config: { rateLimit: LIMITS.browser },
        schema: { tags, summary: 'The sandbox hosted payment page', params: IdParams, querystring: LangQuery },
      },
      async (request, reply) => {
        const lang = request.query.lang ?? request.lang;
        const payment = await findByPublicId(app.db, request.params.id);
        if (!payment) return html(reply, 404, notFoundPage(lang));
        if (payment.status !== 'Pending' || payment.gateway !== 'sandbox' || !payment.tranId || payment.heldAt) {
          const back = `${app.config.appUrl}${payment.returnPath}`;
          return html(reply, 200, renderMessagePage(lang, 'payments.page.title', 'payments.page.done', back));
        }
        const page = renderSandboxPage(lang, {
          publicId: payment.publicId,
          tranId: payment.tranId,
          description: purposeLabel(lang, payment.purpose, payment.subjectId),
          amountPoisha: payment.amountPoisha,
          currency: payment.currency,
          token: sandboxToken(app.appKey, payment.tranId, payment.amountPoisha, payment.currency),
        });
        return html(reply, 200, page);
      },
    );

    app.post(
      '/payment/sandbox/:id/:action',
      {
        config: { rateLimit: LIMITS.browser },
        schema: {
          tags,
          summary: 'A button of the sandbox page (pay, fail, cancel); redirects back to the web',
          params: z.object({ id: z.string().max(100), action: z.string().max(10) }),
          body: FormBody,
        },
      },
      async (request, reply) => {
        const body = fields(request.body);
        const chosen = body.lang === 'bn' || body.lang === 'en' ? body.lang : undefined;
        if (!Object.hasOwn(SANDBOX_ACTIONS, request.params.action)) {
          return html(reply, 404, notFoundPage(chosen ?? request.lang));
        }
        const answer = await handleCallback(
          { ...deps, log: request.log },
          'success',
          { ...body, action: request.params.action },
          'sandbox_result',
          { chosen, fallback: request.lang },
        );
        return redirect(reply, answer.url, 303);
      },
    );
  }

  if (gateway.name === 'sslcommerz') {
    for (const kind of ['success', 'fail', 'cancel'] as const) {
      app.post(
        `/payment/sslcommerz/${kind}`,
        {
          config: { rateLimit: LIMITS.browser },
          schema: { tags, summary: `SSLCommerz browser callback (${kind}); redirects back to the web`, body: FormBody },
        },
        async (request, reply) => {
          const answer = await handleCallback(
            { ...deps, log: request.log },
            kind,
            fields(request.body),
            `${kind}_callback`,
            { fallback: request.lang },
          );
          return redirect(reply, answer.url, 303);
        },
      );
    }

    app.post(
      '/payment/sslcommerz/ipn',
      {
        config: { rateLimit: LIMITS.ipn },
        schema: {
          tags,
          summary: 'SSLCommerz instant payment notification (server to server)',
          body: FormBody,
          response: { 200: z.object({ status: z.literal('received') }) },
        },
      },
      async (request) => {
        await handleCallback({ ...deps, log: request.log }, 'ipn', fields(request.body), 'ipn', { fallback: 'en' });
        return { status: 'received' as const };
      },
    );
  }
};
