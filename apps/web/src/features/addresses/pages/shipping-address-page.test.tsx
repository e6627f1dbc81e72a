import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { District, ShippingAddress, ShippingAddressWithDistrictsResponse } from '@nirog/contracts';
import { i18n } from '../../../i18n';
import { useLanguageStore } from '../../../stores/language';
import { logIn, stubApi, type StubbedRequest } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render';
import { Component as ShippingAddressPage } from './shipping-address-page';

const GET = 'GET /api/auth/get-shipping-address-with-district-list-with-child';
const POST = 'POST /api/auth/update-shipping-address';

const districts: District[] = [
  {
    id: 13,
    country_id: 1,
    division: 'Dhaka',
    name: 'Dhaka',
    bn_name: 'ঢাকা',
    sub_districts: [
      { id: 101, district_id: 13, name: 'Dhanmondi', bn_name: 'ধানমন্ডি' },
      { id: 102, district_id: 13, name: 'Gulshan', bn_name: 'গুলশান' },
    ],
  },
  {
    id: 15,
    country_id: 1,
    division: 'Chattogram',
    name: 'Chattogram',
    bn_name: 'চট্টগ্রাম',
    sub_districts: [
      { id: 201, district_id: 15, name: 'Patiya', bn_name: 'পটিয়া' },
      { id: 202, district_id: 15, name: 'Sitakunda', bn_name: 'সীতাকুণ্ড' },
    ],
  },
];

const saved: ShippingAddress = {
  id: 5,
  name: 'Rahima Khatun',
  phone: '01712345678',
  country_id: 1,
  district_id: 13,
  sub_district_id: 101,
  post_code: '1209',
  effective_delivery: 'Office',
  location: 'House 12, Road 5',
  country: { id: 1, name: 'Bangladesh' },
  district: { id: 13, name: 'Dhaka', bn_name: 'ঢাকা' },
  sub_district: { id: 101, name: 'Dhanmondi', bn_name: 'ধানমন্ডি' },
};

const withDistricts = (address: ShippingAddress | null): ShippingAddressWithDistrictsResponse => ({
  shipping_address: address,
  district_lists: districts,
});

function renderPage(path = '/profile/my-shipping-address') {
  return renderRoutes(
    [
      { path: '/profile/my-shipping-address', element: <ShippingAddressPage /> },
      { path: '/cart/checkout', element: <h1>Checkout page</h1> },
      { path: '/profile/upload-prescription', element: <h1>Upload page</h1> },
    ],
    path,
  );
}

const savedAnswer = (request: StubbedRequest) => {
  const body = request.body as Record<string, unknown>;
  return {
    body: {
      message: 'Your shipping address has been saved.',
      icon: 'success',
      shipping_address: { ...saved, ...body, post_code: body.post_code || null },
      shipping_fee: 60,
    },
  };
};

describe('shipping address page', () => {
  it('loads and shows the saved address, in Bengali names when the language is Bengali', async () => {
    stubApi({ [GET]: { body: withDistricts(saved) } });
    logIn();
    renderPage();
    const view = await screen.findByRole('group', { name: 'Saved shipping address' });
    expect(within(view).getByText('Rahima Khatun')).toBeInTheDocument();
    expect(within(view).getByText('Office')).toBeInTheDocument();
    expect(within(view).getByText('House 12, Road 5')).toBeInTheDocument();
    expect(within(view).getByText('Dhanmondi')).toBeInTheDocument();
    expect(within(view).getByText('Dhaka')).toBeInTheDocument();
    expect(within(view).getByText('Bangladesh')).toBeInTheDocument();
    expect(within(view).getByText('1209')).toBeInTheDocument();

    useLanguageStore.getState().setLanguage('bn');
    i18n.changeLanguage('bn');
    const bnView = await screen.findByRole('group', { name: 'সংরক্ষিত ডেলিভারি ঠিকানা' });
    expect(within(bnView).getByText('ধানমন্ডি')).toBeInTheDocument();
    expect(within(bnView).getByText('ঢাকা')).toBeInTheDocument();
    expect(within(bnView).getByText('বাংলাদেশ')).toBeInTheDocument();
    expect(within(bnView).getByText('১২০৯')).toBeInTheDocument();
  });

  it('shows an error with a retry when the address cannot be loaded', async () => {
    let attempts = 0;
    stubApi({
      [GET]: () => (++attempts === 1 ? { status: 404, body: { message: 'Not Found' } } : { body: withDistricts(null) }),
    });
    logIn();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not Found');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have not added a shipping address yet/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Rahima Akter');
  });

  it('resets the sub-district when the district changes and lists only that district’s sub-districts', async () => {
    stubApi({ [GET]: { body: withDistricts(saved) } });
    logIn();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit address' }));
    const district = screen.getByRole('combobox', { name: /^District/ });
    const subDistrict = screen.getByRole('combobox', { name: /^Sub district/ });
    expect(district).toHaveValue('Dhaka');
    expect(subDistrict).toHaveValue('Dhanmondi');

    await userEvent.click(subDistrict);
    expect(await screen.findByRole('option', { name: 'Gulshan' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Patiya' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.clear(district);
    await userEvent.type(district, 'Chatto');
    await userEvent.click(await screen.findByRole('option', { name: 'Chattogram' }));
    expect(district).toHaveValue('Chattogram');
    expect(subDistrict).toHaveValue('');

    await userEvent.click(subDistrict);
    expect(await screen.findByRole('option', { name: 'Patiya' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Sitakunda' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Dhanmondi' })).not.toBeInTheDocument();
  });

  it('sends the form, marks required fields, then shows the saved address', async () => {
    const calls = stubApi({ [GET]: { body: withDistricts(null) }, [POST]: savedAnswer });
    logIn({ name: 'Rahima Akter', phone: null });
    renderPage();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    for (const label of [/^Name/, /^Mobile number/, /^Location/]) {
      expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    }
    for (const label of [/^Country/, /^District/, /^Sub district/]) {
      expect(screen.getByRole('combobox', { name: label })).toBeRequired();
    }
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('Bangladesh');
    expect(screen.getByRole('textbox', { name: /^Post code/ })).not.toBeRequired();
    expect(screen.getByRole('combobox', { name: /^Sub district/ })).toBeDisabled();

    await userEvent.clear(name);
    await userEvent.type(name, 'Karim Uddin');
    await userEvent.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '01812345678');
    await userEvent.click(screen.getByRole('combobox', { name: /^District/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chattogram' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Sub district/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sitakunda' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Post code/ }), '4310');
    await userEvent.click(screen.getByRole('radio', { name: 'Office' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Location/ }), 'Bazar road');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Karim Uddin',
      phone: '01812345678',
      country_id: 1,
      district_id: 15,
      sub_district_id: 202,
      post_code: '4310',
      effective_delivery: 'Office',
      location: 'Bazar road',
    });
    expect(await screen.findByText('Your shipping address has been saved.')).toBeInTheDocument();
    const view = await screen.findByRole('group', { name: 'Saved shipping address' });
    expect(within(view).getByText('Karim Uddin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save address' })).not.toBeInTheDocument();
  });

  it('shows the server’s field errors beside the fields', async () => {
    stubApi({
      [GET]: { body: withDistricts(saved) },
      [POST]: {
        status: 422,
        body: {
          message: 'The phone must be a valid Bangladeshi mobile number (01XXXXXXXXX).',
          errors: {
            phone: ['The phone must be a valid Bangladeshi mobile number (01XXXXXXXXX).', 'second'],
            sub_district_id: ['The selected sub-district is invalid.'],
          },
        },
      },
    });
    logIn();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveAccessibleDescription(
        'The phone must be a valid Bangladeshi mobile number (01XXXXXXXXX).',
      ),
    );
    expect(screen.getByRole('combobox', { name: /^Sub district/ })).toHaveAccessibleDescription(
      'The selected sub-district is invalid.',
    );
    expect(screen.getByRole('button', { name: 'Save address' })).toBeInTheDocument();
  });

  it('returns to checkout after a save when it came from there (_reb=checkout)', async () => {
    const calls = stubApi({ [GET]: { body: withDistricts(saved) }, [POST]: savedAnswer });
    logIn();
    const { router } = renderPage('/profile/my-shipping-address?_reb=checkout');
    // Coming to edit, the form opens at once, filled with the saved address.
    const location = await screen.findByRole('textbox', { name: /^Location/ });
    expect(location).toHaveValue('House 12, Road 5');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ district_id: 13, sub_district_id: 101 });
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  });

  it('returns to the prescription upload after a save (_reb=upload_prescription)', async () => {
    stubApi({ [GET]: { body: withDistricts(saved) }, [POST]: savedAnswer });
    logIn();
    const { router } = renderPage('/profile/my-shipping-address?_reb=upload_prescription');
    await userEvent.click(await screen.findByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/upload-prescription'));
  });
});
