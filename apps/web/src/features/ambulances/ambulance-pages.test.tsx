import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPage, stubApi } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { anAmbulance } from '../../components/listing/test-fixtures';
import { Component as AmbulanceListPage } from './pages/ambulance-list-page';
import { Component as AmbulanceProfilePage } from './pages/ambulance-profile-page';

describe('ambulance pages', () => {
  it('the list filters by condition and keeps it in the address', async () => {
    const calls = stubApi({
      'GET /api/load-district-with-sub-district': { body: { district_lists: [] } },
      'GET /api/sliders/ambulance-slider': { body: [] },
      'GET /api/ambulance-booking': { body: aPage([anAmbulance()]) },
    });
    const { router } = renderRoutes(
      [{ path: 'ambulance-booking', element: <AmbulanceListPage /> }],
      '/ambulance-booking',
    );
    const card = await screen.findByRole('article', { name: 'Dhaka Lifeline' });
    expect(within(card).getByText('AC')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Dhaka Lifeline' })).toHaveAttribute(
      'href',
      '/ambulance-booking/ambulance/9',
    );
    await userEvent.selectOptions(screen.getByLabelText('Condition'), 'Non AC');
    await waitFor(() => expect(calls.at(-1)!.query.get('condition')).toBe('Non AC'));
    expect(router.state.location.search).toBe('?condition=Non+AC');
  });

  it('the profile shows the code, area and driver, and Book Now', async () => {
    stubApi({
      'GET /api/ambulance-booking/9': { body: { ambulance: anAmbulance() } },
      'GET /api/review/show/ambulance-review/9': { body: aPage([]) },
    });
    renderRoutes(
      [{ path: 'ambulance-booking/ambulance/:id', element: <AmbulanceProfilePage /> }],
      '/ambulance-booking/ambulance/9',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dhaka Lifeline' })).toBeInTheDocument();
    expect(screen.getAllByText('AMB-000009').length).toBeGreaterThan(0);
    expect(screen.getByText('Rafiq Mia')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5 from 2 reviews' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/ambulance-booking/ambulance/9/now',
    );
  });
});
