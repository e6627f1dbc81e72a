import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from './language';

const clearCookie = () => (document.cookie = 'nirog_lang=; path=/; max-age=0');
afterEach(clearCookie);

describe('the language store', () => {
  it('tells the server the language in a cookie whenever it is set', () => {
    clearCookie();
    useLanguageStore.getState().setLanguage('bn');
    expect(document.cookie).toContain('nirog_lang=bn');
    useLanguageStore.getState().setLanguage('en');
    expect(document.cookie).toContain('nirog_lang=en');
  });

  it('writes the cookie when the stored language is restored', async () => {
    clearCookie();
    localStorage.setItem('nirog.language', JSON.stringify({ state: { language: 'bn' }, version: 0 }));
    await useLanguageStore.persist.rehydrate();
    expect(document.cookie).toContain('nirog_lang=bn');
  });
});
