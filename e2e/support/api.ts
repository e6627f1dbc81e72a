import type { LoginResponse } from '@nirog/contracts';
import { DEMO_PASSWORD } from './accounts';
import type { E2eStack } from './stack';

export interface ApiCallOptions {
  method?: string;
  body?: unknown;
}

/**
 * The running server's API as a journey calls it to arrange or check what the pages do: JSON in and out,
 * the bearer token when given; a non-2xx answer throws with its body. `login` signs a demo account in.
 */
export function serverApi(stack: E2eStack) {
  async function call<T>(path: string, token?: string, init: ApiCallOptions = {}): Promise<T> {
    const res = await fetch(`${stack.server.url}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const body = (await res.json()) as T;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  }
  const login = (email: string, password = DEMO_PASSWORD) =>
    call<LoginResponse>('/api/auth/login', undefined, { body: { email, password } });
  return { call, login };
}
