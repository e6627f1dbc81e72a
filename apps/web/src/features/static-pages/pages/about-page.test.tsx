import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import en from '../../../i18n/static.en.json';
import bn from '../../../i18n/static.bn.json';
import { resetApp, SETTINGS, stubApi, switchLanguage } from '../test-helpers';
import { Component as AboutPage } from './about-page';

describe('About page', () => {
  afterEach(resetApp);

  it('tells the mission and services and shows the office on a self-drawn map', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Nirog' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      ...en.static.about.sections.map((s) => s.heading),
      'Find us',
    ]);
    expect(
      screen.getByText(/inside Dhaka in 30 minutes to 1 day and outside Dhaka in 2 to 3 days/),
    ).toBeInTheDocument();
    expect(screen.getByText(/cash on delivery/)).toBeInTheDocument();

    const map = screen.getByRole('img', { name: /Map of Bangladesh/ });
    expect(map.tagName.toLowerCase()).toBe('svg');
    expect(map.querySelector('polygon')?.getAttribute('points')?.split(' ').length).toBeGreaterThan(30);
    expect(within(map as unknown as HTMLElement).getByText('Dhaka')).toBeInTheDocument();
    // Nothing in the map points outside the page.
    expect(map.querySelector('image, use, foreignObject, [href]')).toBeNull();

    const osm = screen.getByRole('link', { name: /Open in OpenStreetMap/ });
    expect(osm).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=23.7465&mlon=90.3760#map=15/23.7465/90.3760',
    );
    expect(osm).toHaveAttribute('target', '_blank');
    expect(osm).toHaveAttribute('rel', 'noopener noreferrer');

    expect(await screen.findByText(SETTINGS.contact_address)).toBeInTheDocument();
    // The only request is the app's own settings call.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/settings']);
  });

  it('reads in Bengali, with the Bengali address', async () => {
    stubApi();
    renderWithProviders(<AboutPage />);
    await switchLanguage('bn');
    expect(screen.getByRole('heading', { level: 1, name: bn.static.about.title })).toBeInTheDocument();
    for (const section of bn.static.about.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: /বাংলাদেশের মানচিত্র/ })).toBeInTheDocument();
    expect(screen.getByText('ঢাকা')).toBeInTheDocument();
    expect(await screen.findByText(SETTINGS.contact_address_bn)).toBeInTheDocument();
  });
});
