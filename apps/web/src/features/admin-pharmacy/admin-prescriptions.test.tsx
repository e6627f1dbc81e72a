import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../../../test/api';
import { useLanguageStore } from '../../stores/language';
import { PRESCRIPTIONS, aPage, aPrescriptionRow, loadPharmacyPages, renderPharmacy } from './admin-pharmacy-test-api';

const pending = aPrescriptionRow();
const ordered = aPrescriptionRow({
  id: 40,
  status: 'Ordered',
  day_for: 1,
  image_count: 1,
  thumbnail: null,
  order_id: 77,
  created_at: '2026-03-06T18:15:00.000Z',
  customer: { id: 9, name: 'Karim Uddin', email: 'karim@example.test', phone: null },
});

beforeAll(loadPharmacyPages, 60_000);

describe('prescription queue', { timeout: 20_000 }, () => {
  it('shows each prescription: number linking to it, thumbnail, customer, days, images, status and date', async () => {
    stubApi({ [`GET ${PRESCRIPTIONS}`]: { body: aPage([pending, ordered]) } });
    renderPharmacy('/admin/prescriptions');

    expect(await screen.findByRole('heading', { level: 1, name: 'Prescriptions' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]);
    expect(first.getByRole('link', { name: 'Prescription #31' })).toHaveAttribute('href', '/admin/prescriptions/31');
    expect(rows[1].querySelector('img')).toHaveAttribute('src', pending.thumbnail);
    expect(first.getByText('Rahima Khatun')).toBeInTheDocument();
    expect(first.getByText('rahima@example.test')).toBeInTheDocument();
    expect(first.getByText('7 days')).toBeInTheDocument();
    expect(first.getByText('2')).toBeInTheDocument();
    expect(first.getByText('Pending')).toBeInTheDocument();
    expect(first.getByText('5 Mar 2026, 10:30 AM')).toBeInTheDocument();
    const second = within(rows[2]);
    expect(second.getByText('1 day')).toBeInTheDocument();
    expect(second.getByText('Ordered')).toBeInTheDocument();
    // 18:15 UTC is past midnight in Dhaka.
    expect(second.getByText('7 Mar 2026, 12:15 AM')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('sends the status of the address, the chosen status and the settled customer search from page 1', async () => {
    const calls = stubApi({ [`GET ${PRESCRIPTIONS}`]: { body: aPage([pending]) } });
    renderPharmacy('/admin/prescriptions?page=2&status=Nope');
    await screen.findByRole('table');
    const first = calls.find((c) => c.path === PRESCRIPTIONS)!;
    expect(first.query.get('page')).toBe('2');
    expect(first.query.get('status')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Reviewed' }));
    await waitFor(() => expect(calls.some((c) => c.query.get('status') === 'Reviewed')).toBe(true));
    expect(calls.find((c) => c.query.get('status') === 'Reviewed')!.query.get('page')).toBe('1');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Customer' }), 'rahima');
    await waitFor(() => expect(calls.some((c) => c.query.get('customer') === 'rahima')).toBe(true));
    const searched = calls.filter((c) => c.query.get('customer'));
    expect(searched.map((c) => c.query.get('customer'))).toEqual(['rahima']);
    expect(searched[0].query.get('status')).toBe('Reviewed');
  });

  it('turns the page with the shared pagination', async () => {
    const calls = stubApi({
      [`GET ${PRESCRIPTIONS}`]: (request) => ({
        body: aPage([request.query.get('page') === '2' ? ordered : pending], {
          current_page: Number(request.query.get('page') ?? 1),
          last_page: 2,
          total: 21,
          from: 1,
          to: 20,
        }),
      }),
    });
    renderPharmacy('/admin/prescriptions');
    await screen.findByRole('link', { name: 'Prescription #31' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Prescription #40' })).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('page')).toBe('2');
  });

  it('says when nothing matches, and when nothing was uploaded', async () => {
    stubApi({ [`GET ${PRESCRIPTIONS}`]: { body: aPage([]) } });
    const { unmount } = renderPharmacy('/admin/prescriptions?status=Declined');
    expect(await screen.findByText('No prescription matches these filters.')).toBeInTheDocument();
    unmount();
    renderPharmacy('/admin/prescriptions');
    expect(await screen.findByText('No prescriptions have been uploaded yet.')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    stubApi({
      [`GET ${PRESCRIPTIONS}`]: () =>
        fail ? { status: 500, body: { message: 'Server Error' } } : { body: aPage([pending]) },
    });
    renderPharmacy('/admin/prescriptions');
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Prescription #31' })).toBeInTheDocument();
  });

  it('shows cards on phones and speaks Bengali', async () => {
    useLanguageStore.setState({ language: 'bn' });
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: true })) as typeof window.matchMedia;
    try {
      stubApi({ [`GET ${PRESCRIPTIONS}`]: { body: aPage([pending]) } });
      renderPharmacy('/admin/prescriptions');
      const link = await screen.findByRole('link', { name: 'প্রেসক্রিপশন #৩১' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(link.closest('li')!);
      expect(card.getByText('অপেক্ষমাণ')).toBeInTheDocument();
      expect(card.getByText('৭ দিন · ২টি ছবি')).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
