import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  JOIN_STEPS,
  JoinFinalResponseSchema,
  JoinStepResponseSchema,
  MessageResponseSchema,
  type JoinFinalResponse,
  type ProviderKind,
} from '@nirog/contracts';
import type { Tx } from '../../db/client';
import type { AttributeNames } from '../../lib/i18n';
import { storagePaths } from '../../lib/storage-paths';
import { requireAuth } from '../../plugins/auth';
import type { FileFieldRule, UploadedFile } from '../../plugins/uploads';
import { bumpProviderListings, providerListings } from './providers.listing';
import { discardDocuments, readProviderDocuments, replaceDocuments, type DocumentField } from './providers.documents';
import { joinStepRefusal, requireApplication, runJoinStep, type ApplicationRow } from './providers.service';

const security = [{ bearer: [] }];

/**
 * The HTTP shape every kind's join steps and dashboard calls share, written once: the kind's module
 * gives the path, the body schema and its own work.
 */

/**
 * The join wizards' own names of the fields whose common name differs, for their 422 messages: the doctor's title is
 * his পদবি (a product's title is its শিরোনাম), the location the wizards' address.
 */
export const PROVIDER_JOIN_NAMES: AttributeNames = {
  title: 'attribute.provider.title',
  location: 'attribute.provider.address',
};
/** The dashboards' forms' own names: the title too, and the workplace and the days as those forms label them. */
export const PROVIDER_PROFILE_NAMES: AttributeNames = {
  title: 'attribute.provider.title',
  hospital_name: 'attribute.provider.workplace',
  availabe_days: 'attribute.provider.days',
};
/** The `config` of a dashboard's profile update: signed in, fields named as the dashboard's forms name them. */
export const PROVIDER_PROFILE_CONFIG: FastifyContextConfig = { auth: 'required', attributes: PROVIDER_PROFILE_NAMES };

/** A JSON join step: the body schema answers 422s; `check` the rules that need the database. */
export function joinStepRoute<S extends z.ZodType>(
  app: FastifyInstance,
  options: {
    kind: ProviderKind;
    step: number;
    body: S;
    summary: string;
    check?: (body: z.output<S>) => Promise<void> | void;
    save: (tx: Tx, applicationId: number, body: z.output<S>) => Promise<void>;
  },
) {
  const { kind, step } = options;
  app.withTypeProvider<ZodTypeProvider>().post(
    `/api/${kind}/join/step-${step}`,
    {
      config: { auth: 'required', attributes: PROVIDER_JOIN_NAMES },
      schema: {
        tags: [`${kind}s`],
        security,
        summary: options.summary,
        body: options.body,
        response: { 200: step === JOIN_STEPS[kind] ? JoinFinalResponseSchema : JoinStepResponseSchema },
      },
    },
    async (request) => {
      const input = joinInput(app, request, kind, step);
      const body = request.body as z.output<S>;
      const refused = await joinStepRefusal(app.db, input);
      if (refused) return refused;
      await options.check?.(body);
      return runJoinStep(app.db, input, (tx, id) => options.save(tx, id, body));
    },
  );
}

/**
 * The last, multipart step: provider documents (private) plus the kind's own files (`extra`, such as
 * the ambulance photo, saved by `save`). Files of a refused or failed step are removed again.
 */
export function joinUploadRoute(
  app: FastifyInstance,
  options: {
    kind: ProviderKind;
    step: number;
    summary: string;
    documents: DocumentField[];
    extra?: Record<string, FileFieldRule>;
    /** The kind's own files; returns what to clean up if the step then fails. */
    save?: (tx: Tx, applicationId: number, extra: Record<string, UploadedFile[]>) => Promise<void>;
  },
) {
  const { kind, step } = options;
  const privateRoot = storagePaths(app.config.dataDir).private;
  app.post(
    `/api/${kind}/join/step-${step}`,
    {
      config: { auth: 'required', attributes: PROVIDER_JOIN_NAMES },
      schema: {
        tags: [`${kind}s`],
        security,
        summary: options.summary,
        consumes: ['multipart/form-data'],
        body: uploadDoc([...options.documents.map((d) => d.field), ...Object.keys(options.extra ?? {})]),
        response: { 200: JoinFinalResponseSchema },
      },
    },
    async (request): Promise<JoinFinalResponse> => {
      const input = joinInput(app, request, kind, step);
      const refused = await joinStepRefusal(app.db, input);
      if (refused) return refused;
      const read = await readProviderDocuments(request, privateRoot, options.documents, options.extra);
      try {
        const answer = await runJoinStep(app.db, input, async (tx, id) => {
          await replaceDocuments(tx, id, read.documents);
          await options.save?.(tx, id, read.extra);
        });
        if (answer.icon !== 'success') await discardDocuments(privateRoot, read.documents);
        return answer;
      } catch (err) {
        await discardDocuments(privateRoot, read.documents);
        throw err;
      }
    },
  );
}

/** OpenAPI only: the multipart body is read and checked in the handler, which answers the 422s. */
export function uploadDoc(fields: string[]) {
  return z.object(
    Object.fromEntries(
      fields.map((f) => [
        f === 'docs' ? 'docs[]' : f,
        z
          .any()
          .optional()
          .meta(
            f === 'docs'
              ? { type: 'array', items: { type: 'string', format: 'binary' }, description: '1 to 5 PNG/JPEG images' }
              : { type: 'string', format: 'binary', description: 'PNG or JPEG, checked by content, re-encoded' },
          ),
      ]),
    ),
  );
}

function joinInput(app: FastifyInstance, request: FastifyRequest, kind: ProviderKind, step: number) {
  return { userId: requireAuth(request).user.id, kind, step, lang: request.lang, appUrl: app.config.appUrl };
}

/** The signed-in provider's application of the kind (403 for anyone who never applied as it). */
export async function providerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: ProviderKind,
): Promise<ApplicationRow> {
  return requireApplication(app.db, requireAuth(request).user.id, kind);
}

/**
 * A public listing GET (no credentials): the answer for `key` is remembered for the catalogue's TTL
 * (`CATALOG_CACHE_SECONDS`, providers.listing.ts) and sent as the JSON text computed once. Errors (a
 * 404 detail) are not remembered.
 */
export function publicListingRoute<Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  options: {
    path: string;
    tags: string[];
    summary: string;
    querystring?: Q;
    params?: P;
    response: R;
    key: (input: { query: z.output<Q>; params: z.output<P> }) => string;
    answer: (input: { query: z.output<Q>; params: z.output<P> }) => Promise<z.output<R>>;
  },
) {
  const ttlMs = app.config.catalogCacheSeconds * 1000;
  // Registered without the zod type provider's typing (the schemas still validate and document).
  app.get(
    options.path,
    {
      schema: {
        tags: options.tags,
        summary: options.summary,
        ...(options.querystring ? { querystring: options.querystring } : {}),
        ...(options.params ? { params: options.params } : {}),
        response: { 200: options.response, 404: MessageResponseSchema },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const input = { query: request.query as z.output<Q>, params: request.params as z.output<P> };
      const cached = await providerListings.json(
        app.db,
        ttlMs,
        `${options.path}|${options.key(input)}`,
        options.response as z.ZodType<z.output<R>>,
        () => options.answer(input),
      );
      // The JSON text was checked against the response schema when computed (AnswerCache.json).
      return reply.type('application/json; charset=utf-8').send(cached.json);
    },
  );
}

/**
 * In a kind's dashboard plugin: every successful write there (profile sections, fees, photo) may
 * change what the public cards show, so this process's listing answers are recomputed at once.
 */
export function refreshListingsAfterWrites(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) bumpProviderListings();
  });
}
