import { describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../../test/fake-xhr';
import { logIn } from '../../test/api';
import { useLanguageStore } from '../stores/language';
import { useSessionStore } from '../stores/session';
import { ApiError, api, browserFiles } from './api-client';

function aForm() {
  const form = new FormData();
  form.append('image', new File(['png'], 'pack.png', { type: 'image/png' }));
  return form;
}

describe('api.upload', () => {
  it('sends the form with the same headers as every call and reports progress', async () => {
    const uploads = stubXhr();
    logIn();
    useLanguageStore.setState({ language: 'bn' });
    const seen: number[] = [];
    const answer = api.upload<{ message: string }>('/api/admin/catalog/products/3/images', aForm(), {
      onProgress: (percent) => seen.push(percent),
      query: { draft: 1, empty: '' },
    });

    const upload = uploads[0];
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/admin/catalog/products/3/images?draft=1');
    expect(upload.headers.authorization).toBe('Bearer 12|secret-token-value');
    expect(upload.headers['accept-language']).toBe('bn');
    expect(upload.headers.accept).toBe('application/json');
    // The browser sets the multipart boundary itself.
    expect(upload.headers['content-type']).toBeUndefined();
    expect((upload.field('image') as File).name).toBe('pack.png');

    upload.progress(25, 200);
    upload.progress(150, 200);
    upload.respond(201, { message: 'Image added.' });
    await expect(answer).resolves.toEqual({ message: 'Image added.' });
    expect(seen).toEqual([13, 75, 100]);
  });

  it('rejects with the Laravel error shape and keeps the session on a 422', async () => {
    const uploads = stubXhr();
    logIn();
    const answer = api.upload('/api/admin/catalog/imports', aForm(), { method: 'PUT' });
    expect(uploads[0].method).toBe('PUT');
    uploads[0].respond(422, { message: 'The file is invalid.', errors: { file: ['Only CSV files.'] } });
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('The file is invalid.');
    expect((error as ApiError).fieldError('file')).toBe('Only CSV files.');
    expect(useSessionStore.getState().token).not.toBeNull();
  });

  it('ends the session on a 401, like fetch calls do', async () => {
    const uploads = stubXhr();
    logIn();
    const answer = api.upload('/api/admin/catalog/imports', aForm());
    uploads[0].respond(401, { message: 'Unauthenticated.' });
    await expect(answer).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('names a broken connection and stops when aborted', async () => {
    const uploads = stubXhr();
    const broken = api.upload('/api/x', aForm());
    uploads[0].fail();
    await expect(broken).rejects.toMatchObject({ status: 0, message: 'network' });

    const controller = new AbortController();
    const aborted = api.upload('/api/x', aForm(), { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(uploads[1].aborted).toBe(true);
  });
});

describe('api.download', () => {
  it('fetches the file with the token and hands it to the browser under the server’s name', async () => {
    logIn();
    const saved: { blob: Blob; name: string }[] = [];
    const save = vi.spyOn(browserFiles, 'save').mockImplementation((blob, name) => void saved.push({ blob, name }));
    const fetchStub = vi.fn(
      async () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="rx-12.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetchStub);
    await api.download('/api/auth/prescription/12/download-pdf', 'prescription.pdf');
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/prescription/12/download-pdf');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer 12|secret-token-value');
    expect(saved[0].name).toBe('rx-12.pdf');
    expect(await saved[0].blob.text()).toBe('%PDF-1.7');
    save.mockRestore();
    vi.unstubAllGlobals();
  });

  it('rejects with the server’s message and saves nothing when the file is not there', async () => {
    logIn();
    const save = vi.spyOn(browserFiles, 'save').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Prescription is not ready yet' }), { status: 404 })),
    );
    const failure = api.download('/api/auth/prescription/12/download-pdf', 'prescription.pdf');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Prescription is not ready yet' });
    expect(save).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).not.toBeNull();
    save.mockRestore();
    vi.unstubAllGlobals();
  });
});
