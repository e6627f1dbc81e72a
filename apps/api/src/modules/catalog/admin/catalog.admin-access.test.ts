import { describe, expect, it } from 'vitest';
import { ROLE } from '@nirog/contracts';
import { createCatalogAdminContext } from './catalog.admin-test-support';

/** Every back-office catalog endpoint: method, path, and whether it takes a multipart upload. */
const ENDPOINTS: Array<[string, string, 'json' | 'upload' | 'none']> = [
  ['GET', '/api/admin/catalog/products', 'none'],
  ['GET', '/api/admin/catalog/products/1', 'none'],
  ['POST', '/api/admin/catalog/products', 'json'],
  ['PUT', '/api/admin/catalog/products/1', 'json'],
  ['PUT', '/api/admin/catalog/products/1/status', 'json'],
  ['POST', '/api/admin/catalog/products/1/images', 'upload'],
  ['DELETE', '/api/admin/catalog/products/1/images/1', 'none'],
  ['PUT', '/api/admin/catalog/products/1/images/order', 'json'],
  ['GET', '/api/admin/catalog/categories', 'none'],
  ['POST', '/api/admin/catalog/categories', 'json'],
  ['PUT', '/api/admin/catalog/categories/1', 'json'],
  ['DELETE', '/api/admin/catalog/categories/1', 'none'],
  ['POST', '/api/admin/catalog/categories/1/logo', 'upload'],
  ...(['generics', 'brands', 'medicine-types'] as const).flatMap((kind): Array<[string, string, 'json' | 'none']> => [
    ['GET', `/api/admin/catalog/${kind}`, 'none'],
    ['POST', `/api/admin/catalog/${kind}`, 'json'],
    ['PUT', `/api/admin/catalog/${kind}/1`, 'json'],
    ['DELETE', `/api/admin/catalog/${kind}/1`, 'none'],
  ]),
  ['GET', '/api/admin/catalog/sliders?kind=home-slider', 'none'],
  ['POST', '/api/admin/catalog/sliders', 'upload'],
  ['PUT', '/api/admin/catalog/sliders/1', 'json'],
  ['POST', '/api/admin/catalog/sliders/1/image', 'upload'],
  ['DELETE', '/api/admin/catalog/sliders/1', 'none'],
];

describe('admin catalog: access', async () => {
  const { app, api, patient, signIn } = await createCatalogAdminContext();
  const doctor = await signIn([ROLE.Doctor]);

  const call = (method: string, url: string, body: 'json' | 'upload' | 'none', token: string | null) => {
    if (body === 'upload') return api.upload(url, { kind: 'home-slider' }, undefined, token);
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    return app.inject({ method: method as 'GET', url, headers, ...(body === 'json' ? { payload: {} } : {}) });
  };

  it('answers 401 without a token on every endpoint', async () => {
    for (const [method, url, body] of ENDPOINTS) {
      const res = await call(method, url, body, null);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers 403 to a patient and to a doctor on every endpoint', async () => {
    for (const token of [patient.token, doctor.token]) {
      for (const [method, url, body] of ENDPOINTS) {
        const res = await call(method, url, body, token);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
      }
    }
  });

  it('documents every endpoint in OpenAPI with its schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    for (const [method, url] of ENDPOINTS) {
      const path = url
        .split('?')[0]
        .replace(/\/images\/1$/, '/images/{imageId}')
        .replace(/\/1(?=\/|$)/, '/{id}');
      const operation = doc.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.responses, `${method} ${path}`).toBeDefined();
    }
    const create = doc.paths['/api/admin/catalog/products'].post as { requestBody?: unknown };
    expect(create.requestBody).toBeDefined();
    type Upload = { requestBody: { content: Record<string, { schema: { properties: Record<string, object> } }> } };
    const upload = doc.paths['/api/admin/catalog/sliders'].post as unknown as Upload;
    const form = upload.requestBody.content['multipart/form-data'].schema.properties;
    expect(form.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(form)).toEqual(expect.arrayContaining(['kind', 'title', 'link', 'sort', 'active']));
    const logo = doc.paths['/api/admin/catalog/categories/{id}/logo'].post as unknown as Upload;
    expect(logo.requestBody.content['multipart/form-data'].schema.properties.image).toMatchObject({ format: 'binary' });
  });
});
