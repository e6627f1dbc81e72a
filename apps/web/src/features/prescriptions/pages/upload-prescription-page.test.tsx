import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { useLanguageStore } from '../../../stores/language';
import { logIn, stubApi } from '../../../../test/api';
import { stubXhr } from '../../../../test/fake-xhr';
import { renderRoutes } from '../../../../test/render';
import { imageFile, makeAddress, makePrescription } from '../test/fixtures';
import { Component as UploadPrescriptionPage } from './upload-prescription-page';

const renderUpload = (path = '/profile/upload-prescription') =>
  renderRoutes(
    [
      { path: '/profile/upload-prescription', element: <UploadPrescriptionPage /> },
      { path: '/profile/my-prescription', element: <h1>My prescription page</h1> },
      { path: '/cart/checkout', element: <h1>Checkout page</h1> },
    ],
    path,
  );

const withAddress = () =>
  stubApi({ 'GET /api/auth/get-shipping-address': { body: { shipping_address: makeAddress(), shipping_fee: 60 } } });

const picker = () => screen.getByLabelText('Choose prescription images');
const picked = () => within(screen.getByRole('list', { name: 'Picked images' })).getAllByRole('listitem');

describe('upload prescription page', () => {
  beforeEach(() => {
    let n = 0;
    URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
  });

  it('asks for a shipping address first, with a way there and back', async () => {
    logIn();
    stubApi({ 'GET /api/auth/get-shipping-address': { body: { shipping_address: null, shipping_fee: 120 } } });
    renderUpload();
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Shipping address not found');
    expect(warning).toHaveTextContent('Please first add your shipping address');
    expect(within(warning).getByRole('link', { name: 'Add shipping address' })).toHaveAttribute(
      'href',
      '/profile/my-shipping-address?_reb=upload_prescription',
    );
    expect(screen.queryByRole('button', { name: 'Upload prescription' })).not.toBeInTheDocument();
  });

  it('names the missing address in Bengali as the profile menu and its page do (ডেলিভারি ঠিকানা)', async () => {
    logIn();
    stubApi({ 'GET /api/auth/get-shipping-address': { body: { shipping_address: null, shipping_fee: 120 } } });
    useLanguageStore.setState({ language: 'bn' });
    i18n.changeLanguage('bn');
    renderUpload();
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('ডেলিভারি ঠিকানা পাওয়া যায়নি');
    expect(warning).toHaveTextContent('অনুগ্রহ করে প্রথমে আপনার ডেলিভারি ঠিকানা যোগ করুন');
    expect(within(warning).getByRole('link', { name: 'ডেলিভারি ঠিকানা যোগ করুন' })).toBeInTheDocument();
  });

  it('needs at least one image before sending anything', async () => {
    logIn();
    withAddress();
    const uploads = stubXhr();
    renderUpload();
    expect(await screen.findByText('Delivery to Rahima Akter, House 5, Road 2, Dhaka')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload prescription' }));
    expect(await screen.findByText('No image')).toBeInTheDocument();
    expect(screen.getAllByText('Please first add prescription images').length).toBeGreaterThan(0);
    expect(uploads).toHaveLength(0);
  });

  it('takes at most 5 images, images only, each within the size limit', async () => {
    logIn();
    withAddress();
    renderUpload();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('button', { name: 'Upload prescription' });

    const six = Array.from({ length: 6 }, (_, i) => imageFile(`page-${i + 1}.png`));
    await user.upload(picker(), six);
    expect(await screen.findByText('Not acceptable, Select maximum 5 file(s)')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Picked images' })).not.toBeInTheDocument();

    await user.upload(picker(), [
      imageFile('a.png'),
      imageFile('b.jpg', 'image/jpeg'),
      imageFile('c.webp', 'image/webp'),
    ]);
    await waitFor(() => expect(picked()).toHaveLength(3));
    expect(screen.queryByText('Not acceptable, Select maximum 5 file(s)')).not.toBeInTheDocument();

    // Three more would make six: the new pick is refused whole.
    await user.upload(picker(), [imageFile('d.png'), imageFile('e.png'), imageFile('f.png')]);
    expect(await screen.findByText('Not acceptable, Select maximum 5 file(s)')).toBeInTheDocument();
    expect(picked()).toHaveLength(3);

    await user.upload(picker(), [
      new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }),
      imageFile('huge.jpg', 'image/jpeg', 8 * 1024 * 1024 + 1),
      imageFile('d.png'),
    ]);
    expect(await screen.findByText('report.pdf is not an image (PNG, JPEG or WebP)')).toBeInTheDocument();
    expect(screen.getByText('huge.jpg is larger than 8 MB')).toBeInTheDocument();
    await waitFor(() => expect(picked()).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(picked()).toHaveLength(3);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('says the size limit in Bengali words, in the hint and when a file is too large', async () => {
    logIn();
    withAddress();
    useLanguageStore.setState({ language: 'bn' });
    i18n.changeLanguage('bn');
    renderUpload();
    const user = userEvent.setup({ applyAccept: false });
    expect(await screen.findByText('PNG, JPEG বা WebP, প্রতিটি ৮ মেগাবাইট পর্যন্ত, সর্বোচ্চ ৫টি ছবি')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('প্রেসক্রিপশনের ছবি বেছে নিন'), [
      imageFile('huge.jpg', 'image/jpeg', 8 * 1024 * 1024 + 1),
    ]);
    expect(await screen.findByText('huge.jpg ফাইলটি ৮ মেগাবাইটের চেয়ে বড়।')).toBeInTheDocument();
  });

  it('uploads with a progress bar, then goes to My prescription', async () => {
    logIn();
    withAddress();
    const uploads = stubXhr();
    const { router } = renderUpload();
    await screen.findByRole('button', { name: 'Upload prescription' });

    await userEvent.upload(picker(), [imageFile('front.png'), imageFile('back.jpg', 'image/jpeg')]);
    await waitFor(() => expect(picked()).toHaveLength(2));
    await userEvent.type(screen.getByRole('textbox', { name: /Medicine for how many days/ }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: 'Medicines you do not need' }), 'Napa');
    await userEvent.click(screen.getByRole('button', { name: 'Upload prescription' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    const upload = uploads[0];
    expect(upload.method).toBe('POST');
    expect(upload.path).toBe('/api/auth/store/upload-prescription');
    expect(upload.headers.authorization).toBe('Bearer 12|secret-token-value');
    expect((upload.body?.getAll('images[]') as File[]).map((f) => f.name)).toEqual(['front.png', 'back.jpg']);
    expect(upload.field('day_for')).toBe('10');
    expect(upload.field('unnecessary_medicine')).toBe('Napa');

    act(() => upload.progress(40));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();

    act(() =>
      upload.respond(200, {
        status: 'success',
        message: 'Prescription successfully uploaded.',
        data: makePrescription(),
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/my-prescription'));
    expect(await screen.findByText('Prescription successfully uploaded.')).toBeInTheDocument();
  });

  it('came from checkout (_reb=checkout): goes back there with the new prescription chosen', async () => {
    logIn();
    withAddress();
    const uploads = stubXhr();
    const { router } = renderUpload('/profile/upload-prescription?_reb=checkout');
    await screen.findByRole('button', { name: 'Upload prescription' });
    await userEvent.upload(picker(), [imageFile('front.png')]);
    await waitFor(() => expect(picked()).toHaveLength(1));
    await userEvent.type(screen.getByRole('textbox', { name: /Medicine for how many days/ }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Upload prescription' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() =>
      uploads[0].respond(200, {
        status: 'success',
        message: 'Prescription successfully uploaded.',
        data: makePrescription({ id: 44 }),
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'));
    expect(router.state.location.search).toBe('?prescription=44');
  });

  it("keeps the images and fields on a refusal, with the server's messages beside them", async () => {
    logIn();
    withAddress();
    const uploads = stubXhr();
    renderUpload();
    await screen.findByRole('button', { name: 'Upload prescription' });
    await userEvent.upload(picker(), [imageFile('front.png'), imageFile('fake.png')]);
    await waitFor(() => expect(picked()).toHaveLength(2));
    await userEvent.type(screen.getByRole('textbox', { name: /Medicine for how many days/ }), '400');
    await userEvent.type(screen.getByRole('textbox', { name: 'Medicines you do not need' }), 'Napa');
    await userEvent.click(screen.getByRole('button', { name: 'Upload prescription' }));
    await waitFor(() => expect(uploads).toHaveLength(1));

    act(() =>
      uploads[0].respond(422, {
        message: 'The given data was invalid.',
        errors: {
          'images.1': ['The file must be an image.'],
          day_for: ['The day for may not be greater than 365.'],
        },
      }),
    );
    const second = await waitFor(() => picked()[1]);
    expect(within(second).getByText('The file must be an image.')).toBeInTheDocument();
    expect(screen.getByText('The day for may not be greater than 365.')).toBeInTheDocument();
    expect(screen.getByText('The given data was invalid.')).toBeInTheDocument();
    expect(picked()).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Medicines you do not need' })).toHaveValue('Napa');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove fake.png' }));
    expect(screen.queryByText('The file must be an image.')).not.toBeInTheDocument();
    expect(picked()).toHaveLength(1);
  });

  it('shows the address refusal and a non-success answer', async () => {
    logIn();
    withAddress();
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: {
        message: 'Please first add your shipping address',
        errors: { shipping_address: ['Please first add your shipping address'] },
      },
    };
    const uploads = stubXhr(() => answer);
    const { router } = renderUpload();
    await screen.findByRole('button', { name: 'Upload prescription' });
    await userEvent.upload(picker(), [imageFile('front.png')]);
    await waitFor(() => expect(picked()).toHaveLength(1));
    await userEvent.type(screen.getByRole('textbox', { name: /Medicine for how many days/ }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Upload prescription' }));

    const link = await screen.findByRole('link', { name: 'Add shipping address' });
    expect(link).toHaveAttribute('href', '/profile/my-shipping-address?_reb=upload_prescription');

    answer = { status: 200, body: { status: 'error', message: 'nope' } };
    await userEvent.click(screen.getByRole('button', { name: 'Upload prescription' }));
    expect(await screen.findByText('Something wrong, Try again.')).toBeInTheDocument();
    expect(uploads).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/profile/upload-prescription');
  });
});
