import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import en from '../../../i18n/static.en.json';
import bn from '../../../i18n/static.bn.json';
import { paths } from '../../../lib/paths';
import { SERVICES } from '../components/service-list';
import { SITE_MAP } from '../components/site-map-links';
import { resetApp, switchLanguage } from '../test-helpers';
import { Component as ServicesPage } from './services-page';
import { Component as SiteMapPage } from './site-map-page';
import { Component as WorkingOnItPage } from './working-on-it-page';

describe('Services page', () => {
  afterEach(resetApp);

  it('shows one card per service linking to its page', async () => {
    renderWithProviders(<ServicesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    const expected: [string, string][] = [
      ['Medicine order', '/shop'],
      ['Upload prescription', '/profile/upload-prescription'],
      ['Bangladeshi doctors', '/bd-doctor-appointment'],
      ['Indian doctors', '/in-doctor-appointment'],
      ['Video consultation', '/bd-video-consultancy'],
      // Whatever the app's paths module says (spec 2 names /nurse-appointment and /ambulance-booking).
      ['Nurse at home', paths.nurse],
      ['Ambulance', paths.ambulance],
      ['Diagnostic tests', '/diagnostic-service'],
      ['Operation and surgery', '/operation-surgery'],
    ];
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(expected.length);
    expect(SERVICES).toHaveLength(expected.length);
    expected.forEach(([title, href], i) => {
      expect(within(cards[i]).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(within(cards[i]).getByRole('link')).toHaveAttribute('href', href);
    });
    expect(within(cards[7]).getByText('Coming soon')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('Coming soon')).not.toBeInTheDocument();

    await switchLanguage('bn');
    expect(screen.getByRole('heading', { level: 1, name: 'আমাদের সেবাসমূহ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ওষুধ অর্ডার' }).closest('a')).toHaveAttribute('href', '/shop');
  });
});

describe('Site map page', () => {
  afterEach(resetApp);

  it('lists every page in its group', async () => {
    renderWithProviders(<SiteMapPage />, '/site-map');
    expect(screen.getByRole('heading', { level: 1, name: 'Site Map' })).toBeInTheDocument();
    const titles = ['Shop', 'Doctors', 'Care at home', 'Account', 'Help', 'Policies'];
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(titles);

    const policies = screen.getByRole('navigation', { name: 'Policies' });
    expect(within(policies).getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
    expect(within(policies).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-condition',
    );
    const total = SITE_MAP.reduce((n, group) => n + group.links.length, 0);
    expect(screen.getAllByRole('link')).toHaveLength(total);
    expect(screen.getByRole('link', { name: 'Site map' })).toHaveAttribute('aria-current', 'page');

    await switchLanguage('bn');
    expect(screen.getByRole('navigation', { name: 'নীতিমালা' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'রিফান্ড নীতি' })).toHaveAttribute('href', '/refund-policy');
  });
});

describe('Working on it page', () => {
  afterEach(resetApp);

  it('says we are working on it and offers a way home', async () => {
    renderWithProviders(<WorkingOnItPage />, '/diagnostic-service');
    expect(screen.getByRole('heading', { level: 1, name: "We're working on it" })).toBeInTheDocument();
    expect(screen.getByText(en.static.workingOnIt.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'See all services' })).toHaveAttribute('href', '/services');

    await switchLanguage('bn');
    expect(screen.getByRole('heading', { level: 1, name: bn.static.workingOnIt.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bn.static.common.goHome })).toHaveAttribute('href', '/');
  });
});
