import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/api';
import { getProduct } from './get-product';

describe('getProduct', () => {
  it('answers null for a product that does not exist or is no longer sold, and fails on other errors', async () => {
    stubApi({
      'GET /api/product/gone/show': { status: 404, body: { message: 'Not Found' } },
      'GET /api/product/stopped/show': { status: 410, body: { message: 'Gone' } },
      'GET /api/product/broken/show': { status: 500, body: { message: 'Server Error' } },
    });
    expect(await getProduct('gone')).toBeNull();
    expect(await getProduct('stopped')).toBeNull();
    await expect(getProduct('broken')).rejects.toMatchObject({ status: 500 });
  });
});
