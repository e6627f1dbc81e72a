import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart';
import { errorsPlugin } from './errors';
import { requestContextPlugin } from './request-context';
import { readMultipart, uploadsPlugin } from './uploads';

const MAX_BYTES = 100 * 1024;

async function uploadApp() {
  const app = Fastify();
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(uploadsPlugin);
  app.post('/upload', async (request) => {
    const { files, fields } = await readMultipart(request, { field: 'image', maxBytes: MAX_BYTES, maxFiles: 2 });
    return { sizes: files.map((f) => f.buffer.length), names: files.map((f) => f.filename), fields };
  });
  app.post('/single', async (request) => {
    const { files } = await readMultipart(request, { field: 'image', maxBytes: MAX_BYTES });
    return { sizes: files.map((f) => f.buffer.length) };
  });
  app.post('/optional', async (request) => {
    const { files, fields } = await readMultipart(request, { field: 'image', maxBytes: MAX_BYTES, required: false });
    return { count: files.length, fields };
  });
  await app.ready();
  return app;
}

const file = (bytes: number, field = 'image') => ({ field, data: Buffer.alloc(bytes, 7), filename: 'photo.png' });

describe('readMultipart', async () => {
  const app = await uploadApp();
  afterAll(() => app.close());
  const post = (url: string, body: ReturnType<typeof multipart>) =>
    app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });

  it('reads the files of the field and every text field, ignoring other files', async () => {
    const res = await post('/upload', multipart({ title: 'Hello', sort: 3 }, [file(10), file(20, 'other'), file(30)]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      sizes: [10, 30],
      names: ['photo.png', 'photo.png'],
      fields: { title: 'Hello', sort: '3' },
    });
  });

  it('answers 422 on the field when a file is too large, in the spec shape and in Bengali', async () => {
    const res = await post('/single', multipart({}, [file(MAX_BYTES + 1)]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The image may not be larger than 0.1 MB.',
      errors: { image: ['The image may not be larger than 0.1 MB.'] },
    });
    const bn = await post('/single', multipart({}, [file(MAX_BYTES + 1)], { 'accept-language': 'bn' }));
    expect(bn.statusCode).toBe(422);
    expect(bn.json().errors.image).toEqual(['ছবি ০.১ মেগাবাইটের বড় হতে পারবে না।']);
  });

  it('reports each too-large file of several on its own position, and reads field[] and field[N] names', async () => {
    const res = await post('/upload', multipart({}, [file(10, 'image[]'), file(MAX_BYTES + 1, 'image[]')]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'image.1': ['The image may not be larger than 0.1 MB.'] });
    const ok = await post('/upload', multipart({}, [file(10, 'image[0]'), file(0, 'image[1]')]));
    // Several files keep their positions: an empty one is returned for the caller to refuse on image.1.
    expect(ok.json()).toMatchObject({ sizes: [10, 0] });
  });

  it('answers 422 on the field for more files than allowed', async () => {
    const res = await post('/upload', multipart({}, [file(5), file(5), file(5)]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ image: ['No more than 2 files may be uploaded for image.'] });
  });

  it('answers 422 on the field when the file is missing, empty, or the body is not multipart', async () => {
    for (const body of [multipart({ title: 'x' }), multipart({}, [file(0)]), multipart({}, [file(10, 'other')])]) {
      const res = await post('/single', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ image: ['Please choose a file for image.'] });
    }
    const json = await app.inject({ method: 'POST', url: '/single', payload: { image: 'x' } });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ image: ['Please choose a file for image.'] });
  });

  it('lets an optional file be left out', async () => {
    const res = await post('/optional', multipart({ title: 'x' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, fields: { title: 'x' } });
  });

  it('answers 422 on the field for a body that is not well-formed multipart, never 500', async () => {
    const good = multipart({ title: 'x' }, [file(10)]);
    const broken: Array<[string, Buffer | string, string]> = [
      ['no boundary', good.payload, 'multipart/form-data'],
      ['another boundary', good.payload, 'multipart/form-data; boundary=somethingElse'],
      ['cut in the middle', good.payload.subarray(0, good.payload.length / 2), good.headers['content-type']],
      ['no closing boundary', good.payload.subarray(0, good.payload.length - 20), good.headers['content-type']],
      ['garbage', '\u0000\u0001garbage--\r\n\r\n--', good.headers['content-type']],
    ];
    for (const [label, payload, contentType] of broken) {
      const res = await app.inject({
        method: 'POST',
        url: '/single',
        payload,
        headers: { 'content-type': contentType, 'accept-language': label === 'garbage' ? 'bn' : 'en' },
      });
      expect(res.statusCode, label).toBe(422);
      expect(res.json().errors, label).toEqual({
        image: [
          label === 'garbage'
            ? 'আপলোডটি পড়া যায়নি। অনুগ্রহ করে ফাইলটি আবার বেছে নিয়ে চেষ্টা করুন।'
            : 'The upload could not be read. Please choose the file again and retry.',
        ],
      });
    }
  });
});
