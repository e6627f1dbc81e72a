import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors';
import { rateLimitPlugin } from './rate-limit';
import { requestContextPlugin } from './request-context';

async function limitedApp(options: { redis?: Redis; nameSpace?: string } = {}) {
  const app = Fastify();
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(rateLimitPlugin, options);
  app.post('/limited', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
  app.post('/open', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('rate limits', () => {
  it('answers 429 with a translated message after the limit, and leaves other routes alone', async () => {
    const app = await limitedApp();
    expect((await app.inject({ method: 'POST', url: '/limited' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/limited' })).statusCode).toBe(200);
    const third = await app.inject({ method: 'POST', url: '/limited' });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/Too many attempts\. Please try again in \d+ seconds\./);
    const bn = await app.inject({ method: 'POST', url: '/limited', headers: { 'accept-language': 'bn' } });
    expect(bn.json().message).toContain('অনেকবার চেষ্টা করা হয়েছে');
    expect((await app.inject({ method: 'POST', url: '/open' })).statusCode).toBe(200);
    await app.close();
  });

  it.runIf(process.env.REDIS_URL)('shares counters between processes through Redis', async () => {
    const nameSpace = `nirog-test-rl-${process.pid}-${Date.now()}:`;
    const redisA = new Redis(process.env.REDIS_URL!);
    const redisB = new Redis(process.env.REDIS_URL!);
    afterAll(() => {
      redisA.disconnect();
      redisB.disconnect();
    });
    const a = await limitedApp({ redis: redisA, nameSpace });
    const b = await limitedApp({ redis: redisB, nameSpace });
    expect((await a.inject({ method: 'POST', url: '/limited' })).statusCode).toBe(200);
    expect((await b.inject({ method: 'POST', url: '/limited' })).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/limited' })).statusCode).toBe(429);
    expect((await b.inject({ method: 'POST', url: '/limited' })).statusCode).toBe(429);
    await a.close();
    await b.close();
  });
});
