import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router';
import { scrollKey } from '../lib/scroll-restoration';

const at = (pathname: string, key: string, search = ''): Location => ({ pathname, search, hash: '', state: null, key });

describe('scroll restoration key', () => {
  it('gives pages loaded into the first history entry different keys, so a new page opens at the top', () => {
    expect(scrollKey(at('/about', 'default'))).not.toBe(scrollKey(at('/shop', 'default')));
    expect(scrollKey(at('/shop', 'default', '?category=2'))).toBe(scrollKey(at('/shop', 'default', '?category=2')));
  });

  it('keeps the router key for entries the app pushed', () => {
    expect(scrollKey(at('/shop', 'abc123'))).toBe('abc123');
  });
});
