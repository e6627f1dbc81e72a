import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTranslator, useTranslator } from './translator';

function translator() {
  const i18n = createTranslator('en', 'en');
  i18n.add('en', {
    cart: { title: 'Cart', items_one: '{{count}} item', items_other: '{{count}} items', only: 'English only' },
    greeting: 'Hello {{ name }}, {{name}}!',
    steps: ['one', 'two'],
  });
  i18n.add('bn', { cart: { title: 'কার্ট', items_one: '{{count}}টি পণ্য', items_other: '{{count}}টি পণ্য (অনেক)' } });
  return i18n;
}

describe('translator', () => {
  it('looks keys up in nested messages, parts merged, and interpolates every {{name}}', () => {
    const i18n = translator();
    i18n.add('en', { cart: { empty: 'Nothing here' } });
    expect(i18n.t('cart.title')).toBe('Cart');
    expect(i18n.t('cart.empty')).toBe('Nothing here');
    expect(i18n.t('steps.1')).toBe('two');
    expect(i18n.t('cart.toString')).toBe('cart.toString');
    expect(i18n.t('greeting', { name: 'Rahim' })).toBe('Hello Rahim, Rahim!');
    // As i18next: a value not given leaves its placeholder, one given as undefined is empty.
    expect(i18n.t('greeting')).toBe('Hello {{ name }}, {{name}}!');
    expect(i18n.t('greeting', { name: undefined })).toBe('Hello , !');
  });

  it("chooses the plural form with the language's rules", () => {
    const i18n = translator();
    expect(i18n.t('cart.items', { count: 1 })).toBe('1 item');
    expect(i18n.t('cart.items', { count: 0 })).toBe('0 items');
    expect(i18n.t('cart.items', { count: 2 })).toBe('2 items');
    i18n.changeLanguage('bn');
    // Bengali's "one" is 0 and 1.
    expect(i18n.t('cart.items', { count: 0 })).toBe('0টি পণ্য');
    expect(i18n.t('cart.items', { count: 5 })).toBe('5টি পণ্য (অনেক)');
    // Digits already written in Bengali are a value, not a count.
    expect(i18n.t('cart.items_other', { count: '৫' })).toBe('৫টি পণ্য (অনেক)');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const i18n = translator();
    i18n.changeLanguage('bn');
    expect(i18n.t('cart.title')).toBe('কার্ট');
    expect(i18n.t('cart.only')).toBe('English only');
    expect(i18n.exists('cart.only')).toBe(true);
    expect(i18n.t('cart.status.held', { defaultValue: 'held' })).toBe('held');
    expect(i18n.t('cart.status.held')).toBe('cart.status.held');
    expect(i18n.exists('cart.status.held')).toBe(false);
    // An object is no text: only `returnObjects` gives it.
    expect(i18n.t('cart')).toBe('cart');
    expect(i18n.t('steps', { returnObjects: true })).toEqual(['one', 'two']);
  });

  it('re-renders React in the new language, with a new t', () => {
    const i18n = translator();
    const { result } = renderHook(() => useTranslator(i18n));
    const english = result.current.t;
    expect(english('cart.title')).toBe('Cart');
    act(() => i18n.changeLanguage('bn'));
    expect(result.current.t('cart.title')).toBe('কার্ট');
    expect(result.current.t).not.toBe(english);
    expect(result.current.i18n.language).toBe('bn');
  });
});
