import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi, type StubbedRequest } from '../../../test/api';
import { COUPONS, aCoupon, aPage, loadOrdersPages, renderOrders } from './admin-orders-test-api';
import { dhakaLocalToIso, isoToDhakaLocal } from './components/coupon-form-values';

const eid = aCoupon();
const flat = aCoupon({
  id: 4,
  code: 'FLAT50',
  type: 'fixed',
  value: 50,
  max_discount: null,
  min_spend: 0,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_user_limit: null,
  used_count: 0,
  active: false,
});

function stubCoupons() {
  return stubApi({
    [`GET ${COUPONS}`]: { body: aPage([eid, flat]) },
    [`POST ${COUPONS}`]: (request: StubbedRequest) => {
      const body = request.body as { code: string };
      if (body.code === 'EID10')
        return {
          status: 422,
          body: { message: 'The code is taken.', errors: { code: ['This code is already used.'] } },
        };
      return { body: { message: 'The coupon has been created.', data: { ...eid, id: 9, ...body } } };
    },
    [`PUT ${COUPONS}/4`]: (request: StubbedRequest) => ({
      body: { message: 'The coupon has been saved.', data: { ...flat, ...(request.body as object) } },
    }),
  });
}

const writes = (calls: StubbedRequest[]) => calls.filter((c) => c.method !== 'GET');

/** Puts a whole value in a field at once (a paste), quicker than typing it key by key. */
async function fill(input: HTMLElement, value: string) {
  await userEvent.click(input);
  await userEvent.paste(value);
}

beforeAll(loadOrdersPages, 60_000);

describe('Asia/Dhaka date-times', () => {
  it('reads a datetime-local value as Dhaka time with its +06:00 offset, and back', () => {
    expect(dhakaLocalToIso('2026-04-01T09:30')).toBe('2026-04-01T09:30:00+06:00');
    expect(dhakaLocalToIso('')).toBeNull();
    expect(dhakaLocalToIso('01/04/2026')).toBeNull();
    expect(isoToDhakaLocal('2026-03-31T18:00:00.000Z')).toBe('2026-04-01T00:00');
    expect(isoToDhakaLocal(null)).toBe('');
  });
});

describe('admin coupons', { timeout: 20_000 }, () => {
  it('lists each coupon: code, type, value, minimum spend, dates, usage, per-customer limit and status', async () => {
    stubCoupons();
    renderOrders('/admin/coupons');
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    const a = within(first);
    expect(a.getByText('EID10')).toBeInTheDocument();
    expect(a.getByText('Percent')).toBeInTheDocument();
    expect(a.getByText('10% (up to ৳200.00)')).toBeInTheDocument();
    expect(a.getByText('৳500.00')).toBeInTheDocument();
    expect(a.getByText('1 Apr 2026, 12:00 AM')).toBeInTheDocument();
    expect(a.getByText('10 Apr 2026, 11:59 PM')).toBeInTheDocument();
    expect(a.getByText('7 / 100')).toBeInTheDocument();
    expect(a.getByText('1')).toBeInTheDocument();
    expect(a.getByText('Active')).toBeInTheDocument();
    const b = within(second);
    expect(b.getByText('Fixed amount')).toBeInTheDocument();
    expect(b.getByText('৳50.00')).toBeInTheDocument();
    expect(b.getByText('0 / No limit')).toBeInTheDocument();
    expect(b.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('sends the settled search term from page 1', async () => {
    const calls = stubCoupons();
    renderOrders('/admin/coupons?page=3');
    await screen.findByRole('table');
    expect(calls[0].query.get('page')).toBe('3');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'eid');
    await waitFor(() => expect(calls.some((c) => c.query.get('search') === 'eid')).toBe(true));
    const searched = calls.filter((c) => c.query.get('search'));
    expect(searched.map((c) => c.query.get('search'))).toEqual(['eid']);
    expect(searched[0].query.get('page')).toBe('1');
  });

  it('creates a coupon: upper-cased code, Dhaka times as ISO with +06:00, blanks as null', async () => {
    const calls = stubCoupons();
    renderOrders('/admin/coupons');
    await userEvent.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New coupon' }));

    // Fixed is the default, and a fixed coupon has no maximum discount.
    expect(dialog.queryByRole('textbox', { name: /Maximum discount/ })).not.toBeInTheDocument();
    // Typed on a Bengali keyboard: its digits are the code's digits.
    await fill(dialog.getByRole('textbox', { name: /^Code/ }), 'winter-২৫');
    expect(dialog.getByRole('textbox', { name: /^Code/ })).toHaveValue('WINTER-25');
    await userEvent.click(dialog.getByRole('radio', { name: 'Percent' }));
    await fill(dialog.getByRole('textbox', { name: /Discount \(percent\)/ }), '25');
    await fill(dialog.getByRole('textbox', { name: /Maximum discount/ }), '150');
    await userEvent.clear(dialog.getByRole('textbox', { name: /Minimum spend/ }));
    await fill(dialog.getByRole('textbox', { name: /Minimum spend/ }), '1000');
    await fill(dialog.getByLabelText(/Starts at/), '2026-12-01T09:30');
    await fill(dialog.getByLabelText(/Ends at/), '2026-12-31T23:59');
    await fill(dialog.getByRole('textbox', { name: /Limit per customer/ }), '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].method).toBe('POST');
    expect(writes(calls)[0].path).toBe(COUPONS);
    expect(writes(calls)[0].body).toEqual({
      code: 'WINTER-25',
      type: 'percent',
      value: 25,
      max_discount: 150,
      min_spend: 1000,
      starts_at: '2026-12-01T09:30:00+06:00',
      ends_at: '2026-12-31T23:59:00+06:00',
      usage_limit: null,
      per_user_limit: 2,
      active: true,
    });
    expect(await screen.findByText('The coupon has been created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is asked again.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1));
  });

  it('hides the maximum discount again when the type goes back to fixed, and sends none', async () => {
    const calls = stubCoupons();
    renderOrders('/admin/coupons');
    await userEvent.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New coupon' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Percent' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Maximum discount/ }), '150');
    await userEvent.click(dialog.getByRole('radio', { name: 'Fixed amount' }));
    expect(dialog.queryByRole('textbox', { name: /Maximum discount/ })).not.toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Code/ }), 'FLAT100');
    await userEvent.type(dialog.getByRole('textbox', { name: /Discount \(taka\)/ }), '100');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].body).toMatchObject({
      code: 'FLAT100',
      type: 'fixed',
      value: 100,
      max_discount: null,
      min_spend: 0,
      starts_at: null,
      ends_at: null,
    });
  });

  it("shows the server's 422 on the code field and keeps the modal open", async () => {
    stubCoupons();
    renderOrders('/admin/coupons');
    await userEvent.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New coupon' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Code/ }), 'eid10');
    await userEvent.type(dialog.getByRole('textbox', { name: /Discount \(taka\)/ }), '20');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('This code is already used.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Code/ })).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('The code is taken.')).toBeInTheDocument();
  });

  it('checks the form before sending: code, percent at most 100, end after start', async () => {
    const calls = stubCoupons();
    renderOrders('/admin/coupons');
    await userEvent.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New coupon' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Percent' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Code/ }), 'ab');
    await userEvent.type(dialog.getByRole('textbox', { name: /Discount \(percent\)/ }), '120');
    await fill(dialog.getByLabelText(/Starts at/), '2026-12-31T10:00');
    await fill(dialog.getByLabelText(/Ends at/), '2026-12-01T10:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Use 3 to 40 letters, digits, - or _.')).toBeInTheDocument();
    // A percent above 100 is brought down to 100 as the field is left.
    expect(dialog.getByRole('textbox', { name: /Discount \(percent\)/ })).toHaveValue('100');
    expect(dialog.getByText('The end must be after the start.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('edits a coupon with its Dhaka times filled in, and deactivates it with the switch', async () => {
    const calls = stubCoupons();
    renderOrders('/admin/coupons');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit EID10' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit coupon EID10' }));
    expect(edit.getByLabelText(/Starts at/)).toHaveValue('2026-04-01T00:00');
    expect(edit.getByLabelText(/Ends at/)).toHaveValue('2026-04-10T23:59');
    expect(edit.getByRole('textbox', { name: /Maximum discount/ })).toHaveValue('200');
    await userEvent.click(edit.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit FLAT50' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit coupon FLAT50' }));
    await userEvent.click(dialog.getByRole('switch', { name: /Active/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].method).toBe('PUT');
    expect(writes(calls)[0].path).toBe(`${COUPONS}/4`);
    expect(writes(calls)[0].body).toMatchObject({ code: 'FLAT50', type: 'fixed', value: 50, active: true });
    expect(await screen.findByText('The coupon has been saved.')).toBeInTheDocument();
  });
});
