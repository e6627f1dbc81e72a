import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { useLanguageStore } from '../../../stores/language';
import { aPage, logIn, stubApi, type StubbedRequest } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render';
import { makePrescription } from '../test/fixtures';
import { Component as MyPrescriptionsPage } from './my-prescriptions-page';

const renderList = (path = '/profile/my-prescription') =>
  renderRoutes(
    [
      { path: '/profile/my-prescription', element: <MyPrescriptionsPage /> },
      { path: '/profile/upload-prescription', element: <h1>Upload page</h1> },
      { path: '/profile/my-order', element: <h1>My orders page</h1> },
    ],
    path,
  );

const tone = (label: HTMLElement) => label.closest('[data-tone]')?.getAttribute('data-tone');
const listRequests = (calls: StubbedRequest[]) => calls.filter((c) => c.path === '/api/auth/get/my-prescription');

const ordered = makePrescription({
  id: 21,
  status: 'Ordered',
  day_for: 10,
  unnecessary_medicine: 'Napa',
  note: 'Two strips of Seclo',
  order: {
    id: 40,
    order_status: 'Pending',
    payment_status: 'Pending',
    total_amount: 160,
    created_at: '2026-03-06T05:00:00.000Z',
    placed_by: 'patient',
    prescription_check: 'Awaiting',
  },
  beimages: [1, 2, 3].map((n) => ({
    id: 210 + n,
    image: `/api/prescription-images/${210 + n}/full?expires=1&signature=f${n}`,
    thumbnail: `/api/prescription-images/${210 + n}/thumb?expires=1&signature=t${n}`,
  })),
});
const declined = makePrescription({ id: 20, status: 'Declined', day_for: 1, note: 'The paper is not readable' });
const pending = makePrescription({ id: 19 });

/** The image the viewer shows now: the one slide that is not inert. */
const currentSlide = () =>
  within(screen.getByRole('dialog', { name: 'Image viewer' }))
    .getAllByRole('group', { name: /^\d of \d$/ })
    .find((slide) => !slide.hasAttribute('inert'))
    ?.querySelector('img');

describe('my prescriptions page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists prescriptions with status, days, notes, thumbnails and the order placed with them', async () => {
    logIn();
    const calls = stubApi({ 'GET /api/auth/get/my-prescription': { body: aPage([ordered, declined, pending]) } });
    renderList();

    const first = within(await screen.findByRole('article', { name: 'Prescription #21' }));
    expect(tone(first.getByText('Ordered'))).toBe('success');
    expect(first.getByText('10 days')).toBeInTheDocument();
    expect(first.getByText('Napa')).toBeInTheDocument();
    expect(first.getByText("Pharmacist's note")).toBeInTheDocument();
    expect(first.getByText('Two strips of Seclo')).toBeInTheDocument();
    expect(first.getByText('Order #40: Pending, payment pending, ৳160.00')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'See order #40 in My orders' })).toHaveAttribute(
      'href',
      '/profile/my-order',
    );
    // Placed at checkout: the order waits for the pharmacist's check of this prescription.
    expect(
      first.getByText(
        'Waiting for a pharmacist to check your prescription: the order is processed once it is confirmed.',
      ),
    ).toBeInTheDocument();
    const thumbs = within(first.getByRole('list', { name: 'Prescription images' })).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open image 1 of 3',
      'Open image 2 of 3',
      'Open image 3 of 3',
    ]);
    expect(thumbs[0].querySelector('img')).toHaveAttribute(
      'src',
      '/api/prescription-images/211/thumb?expires=1&signature=t1',
    );

    const second = within(screen.getByRole('article', { name: 'Prescription #20' }));
    expect(tone(second.getByText('Declined'))).toBe('danger');
    expect(second.getByText('1 day')).toBeInTheDocument();
    expect(second.getByText('Why it was declined')).toBeInTheDocument();
    expect(second.getByText('The paper is not readable')).toBeInTheDocument();
    expect(second.queryByRole('link', { name: /My orders/ })).not.toBeInTheDocument();

    const third = within(screen.getByRole('article', { name: 'Prescription #19' }));
    expect(tone(third.getByText('Pending'))).toBe('warning');
    expect(third.queryByText("Pharmacist's note")).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Upload prescription' })).toHaveAttribute(
      'href',
      '/profile/upload-prescription',
    );
    expect(listRequests(calls)[0].query.get('page')).toBe('1');
  });

  it('opens the full-screen viewer at the image clicked, moves with the arrow keys and closes with Escape', async () => {
    logIn();
    stubApi({ 'GET /api/auth/get/my-prescription': { body: aPage([ordered]) } });
    renderList();
    const card = within(await screen.findByRole('article', { name: 'Prescription #21' }));
    await userEvent.click(card.getByRole('button', { name: 'Open image 2 of 3' }));

    await waitFor(() =>
      expect(currentSlide()).toHaveAttribute('src', '/api/prescription-images/212/full?expires=1&signature=f2'),
    );
    expect(currentSlide()).toHaveAttribute('alt', 'Prescription #21, image 2');
    const viewer = within(screen.getByRole('dialog', { name: 'Image viewer' }));
    expect(viewer.getByRole('group', { name: '2 of 3' })).not.toHaveAttribute('inert');
    expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(viewer.getByRole('button', { name: 'Previous image' })).toBeInTheDocument();
    expect(viewer.getByRole('button', { name: 'Next image' })).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentSlide()?.getAttribute('src')).toContain('/213/full'));
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(currentSlide()?.getAttribute('src')).toContain('/211/full'));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Image viewer' })).not.toBeInTheDocument());

    await userEvent.click(card.getByRole('button', { name: 'Open image 3 of 3' }));
    await waitFor(() => expect(currentSlide()?.getAttribute('src')).toContain('/213/full'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Image viewer' })).not.toBeInTheDocument());
  });

  it('counts in Bengali digits in Bengali', async () => {
    logIn();
    useLanguageStore.setState({ language: 'bn' });
    i18n.changeLanguage('bn');
    stubApi({ 'GET /api/auth/get/my-prescription': { body: aPage([ordered]) } });
    renderList();
    const card = within(await screen.findByRole('article', { name: 'প্রেসক্রিপশন #২১' }));
    expect(card.getByText('১০ দিন')).toBeInTheDocument();
    expect(card.getByText('অর্ডার হয়েছে')).toBeInTheDocument();
    expect(card.getByRole('button', { name: '৩টির মধ্যে ২ নম্বর ছবি খুলুন' })).toBeInTheDocument();
  });

  it('turns pages through the address', async () => {
    logIn();
    const calls = stubApi({
      'GET /api/auth/get/my-prescription': (request) =>
        request.query.get('page') === '2'
          ? { body: aPage([pending], { current_page: 2, last_page: 2, total: 11, from: 11, to: 11 }) }
          : { body: aPage([ordered], { current_page: 1, last_page: 2, total: 11, from: 1, to: 10 }) },
    });
    const { router } = renderList();
    await screen.findByRole('article', { name: 'Prescription #21' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Prescription #19' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(listRequests(calls).map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('says so when there is none yet, and offers the upload', async () => {
    logIn();
    stubApi({ 'GET /api/auth/get/my-prescription': { body: aPage([]) } });
    renderList();
    expect(await screen.findByRole('heading', { name: 'No prescriptions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload prescription' })).toHaveAttribute(
      'href',
      '/profile/upload-prescription',
    );
  });

  it('shows a failed load with a retry', async () => {
    logIn();
    let fail = true;
    stubApi({
      'GET /api/auth/get/my-prescription': () =>
        fail ? { status: 404, body: { message: 'Not Found' } } : { body: aPage([pending]) },
    });
    renderList();
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Prescription #19' })).toBeInTheDocument();
  });

  it('shows the payment result after coming back from the gateway', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      logIn();
      stubApi({ 'GET /api/auth/get/my-prescription': { body: aPage([]) } });
      renderList('/profile/my-prescription?trn_status=success&trn_message=Paid%20in%20full');
      await act(async () => {
        await Promise.resolve();
      });
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.getByRole('alert')).toHaveTextContent('Paid in full');
    } finally {
      vi.useRealTimers();
    }
  });
});
