import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReferralThingsResponse } from '@nirog/contracts';
import { i18n } from '../../../i18n';
import { useLanguageStore } from '../../../stores/language';
import { logIn, stubApi } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render';
import { Component as ReferralPage } from './referral-page';

const LINK = 'http://nirog.localhost/register?ddrefc=RAHIMA7';
const answer = (overrides: Partial<ReferralThingsResponse> = {}): ReferralThingsResponse => ({
  banner: null,
  text_box: 'Share your code with friends.\n\n  They register with it.  \r\nYou earn on their bookings.\n',
  referral_code: 'RAHIMA7',
  referral_link: LINK,
  ...overrides,
});

const renderPage = () => renderRoutes([{ path: '/referral', element: <ReferralPage /> }], '/referral');

describe('referral page', () => {
  it('shows the code, the link and the instructions as a numbered list without blank lines', async () => {
    const calls = stubApi({ 'GET /api/referral-things': { body: answer() } });
    logIn();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Refer and earn' })).toBeInTheDocument();
    expect(await screen.findByText('RAHIMA7')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Your referral code' })).getByText('RAHIMA7')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Your referral link' })).getByText(LINK)).toBeInTheDocument();

    const steps = within(screen.getByRole('region', { name: 'How it works' }));
    const list = steps.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Share your code with friends.', 'They register with it.', 'You earn on their bookings.']);
    // No banner configured: no image.
    expect(screen.queryByRole('img', { name: 'Nirog referral programme' })).not.toBeInTheDocument();

    const call = calls.find((c) => c.path === '/api/referral-things');
    expect(call?.headers.authorization).toBe('Bearer 12|secret-token-value');
    expect(call?.headers['accept-language']).toBe('en');
  });

  it('copies the link and the code to the clipboard and says Copied', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/referral-things': { body: answer() } });
    logIn();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument());
    expect(await navigator.clipboard.readText()).toBe(LINK);
    // Only the pressed button changes.
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Copied' })).toHaveLength(2));
    expect(await navigator.clipboard.readText()).toBe('RAHIMA7');
  });

  it('shows the banner from public storage when one is set', async () => {
    stubApi({ 'GET /api/referral-things': { body: answer({ banner: 'banners/referral.png' }) } });
    logIn();
    renderPage();
    expect(await screen.findByRole('img', { name: 'Nirog referral programme' })).toHaveAttribute(
      'src',
      '/storage/banners/referral.png',
    );
  });

  it('shows a loading skeleton, then the error with a retry that loads the page', async () => {
    let attempt = 0;
    stubApi({
      // A client error is not retried automatically, so the error state shows at once.
      'GET /api/referral-things': () =>
        ++attempt === 1
          ? { status: 429, body: { message: 'Too many attempts. Please try again in 30 seconds.' } }
          : { body: answer() },
    });
    logIn();
    renderPage();
    expect(screen.getByLabelText('Loading your referral details…')).toHaveAttribute('aria-busy', 'true');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your referral details');
    expect(alert).toHaveTextContent('Too many attempts. Please try again in 30 seconds.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('RAHIMA7')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks in Bengali and shows the Bengali labels', async () => {
    const calls = stubApi({
      'GET /api/referral-things': { body: answer({ text_box: 'আপনার কোড শেয়ার করুন।\nআয় করুন।' }) },
    });
    useLanguageStore.setState({ language: 'bn' });
    i18n.changeLanguage('bn');
    logIn();
    renderPage();
    expect(await screen.findByText('আপনার কোড শেয়ার করুন।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'রেফার করুন, আয় করুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'লিংক কপি করুন' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/referral-things')?.headers['accept-language']).toBe('bn');
  });
});
