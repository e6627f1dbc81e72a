import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { HttpError } from '../lib/errors';

/**
 * Rate limits are opt-in per route: `config: { rateLimit: RATE_LIMITS.login }`. Counters live in
 * Redis when it is configured, so every api process shares them (DESIGN.md section 1).
 */
export const rateLimitPlugin = fp<{ redis?: Redis; nameSpace?: string }>(async (app, { redis, nameSpace }) => {
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: nameSpace ?? 'nirog-rl:',
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'http.too_many_requests', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
});

/** Limits per client address. */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  register: { max: 5, timeWindow: '1 minute' },
  forgotPassword: { max: 5, timeWindow: '1 minute' },
  contact: { max: 5, timeWindow: '1 minute' },
  couponCheck: { max: 20, timeWindow: '1 minute' },
} as const;
