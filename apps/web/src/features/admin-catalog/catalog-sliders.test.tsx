import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../../../test/api';
import { stubXhr } from '../../../test/fake-xhr';
import { API, aSlide, loadCatalogPages, renderCatalog } from './admin-catalog-test-api';

beforeAll(loadCatalogPages, 60_000);

describe('catalog sliders page', { timeout: 30_000 }, () => {
  it('shows the slides of the chosen slider and switches kind', async () => {
    const calls = stubApi({
      [`GET ${API}/sliders`]: (r) => ({
        body:
          r.query.get('kind') === 'shop-slider'
            ? [aSlide({ id: 12, kind: 'shop-slider', title: null, link: null, active: false })]
            : [aSlide()],
      }),
    });
    renderCatalog('/admin/catalog/sliders');
    expect(await screen.findByRole('img', { name: 'Slide picture: Eid offer' })).toHaveAttribute(
      'src',
      '/storage/sliders/eid-offer.webp',
    );
    expect(screen.getByRole('link', { name: '/shop' })).toBeInTheDocument();
    expect(screen.getByText('Order: 1')).toBeInTheDocument();
    expect(calls[0].query.get('kind')).toBe('home-slider');

    await userEvent.click(screen.getByRole('combobox', { name: 'Slider' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Medicine shop' }));
    expect(await screen.findByRole('img', { name: 'Slide picture: Untitled slide' })).toBeInTheDocument();
    expect(screen.getByText('No link')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(calls.some((c) => c.query.get('kind') === 'shop-slider')).toBe(true);
  });

  it('creates a slide: fields and picture in one upload with progress', async () => {
    stubApi({ [`GET ${API}/sliders`]: { body: [] } });
    const uploads = stubXhr();
    renderCatalog('/admin/catalog/sliders?kind=nurse-slider');
    expect(await screen.findByText('This slider has no slides yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New slide' }));
    const dialog = await screen.findByRole('dialog', { name: 'New slide' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please choose a picture.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    const user = userEvent.setup({ applyAccept: false });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], 'nurse.webp', { type: 'image/webp' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title (English)' }), 'Care at home');
    await user.type(within(dialog).getByRole('textbox', { name: 'Link' }), '/nurse');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    const upload = uploads[0];
    expect(upload.path).toBe(`${API}/sliders`);
    expect(upload.field('kind')).toBe('nurse-slider');
    expect(upload.field('title')).toBe('Care at home');
    expect(upload.field('link')).toBe('/nurse');
    expect(upload.field('active')).toBe('true');
    expect(upload.field('bn_title')).toBeNull();
    expect((upload.field('image') as File).name).toBe('nurse.webp');

    upload.progress(70);
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading nurse.webp' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '70'));
    upload.respond(201, { message: 'The slide has been added.', data: aSlide({ kind: 'nurse-slider' }) });
    expect(await screen.findByText('The slide has been added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New slide' })).not.toBeInTheDocument());
  });

  it('edits the fields as JSON, replaces the picture and deletes a slide', async () => {
    const calls = stubApi({
      [`GET ${API}/sliders`]: { body: [aSlide()] },
      [`PUT ${API}/sliders/11`]: { body: { message: 'The slide has been updated.', data: aSlide() } },
      [`DELETE ${API}/sliders/11`]: { body: { message: 'The slide has been deleted.' } },
    });
    const uploads = stubXhr(() => ({ body: { message: 'The picture has been replaced.', data: aSlide() } }));
    renderCatalog('/admin/catalog/sliders');

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Eid offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit slide' });
    expect(dialog.querySelector('input[type="file"]')).toBeNull();
    const sort = within(dialog).getByRole('textbox', { name: 'Order' });
    await userEvent.clear(sort);
    await userEvent.type(sort, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The slide has been updated.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      kind: 'home-slider',
      title: 'Eid offer',
      bn_title: 'ঈদ অফার',
      link: '/shop',
      sort: 4,
      active: true,
    });

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Replace picture of Eid offer'),
      new File(['y'], 'eid.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('The picture has been replaced.')).toBeInTheDocument();
    expect(uploads[0].path).toBe(`${API}/sliders/11/image`);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Eid offer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this slide?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The slide has been deleted.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `${API}/sliders/11`)).toBe(true);
  });
});
