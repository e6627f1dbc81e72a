import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AmbulanceProfile } from '@nirog/contracts';
import { logIn, stubApi } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { ambulanceDashboardRoutes } from './ambulance-dashboard-routes';

const anAmbulance = (overrides: Partial<AmbulanceProfile> = {}): AmbulanceProfile => ({
  id: 41,
  ambulance_code: 'AMB-00041',
  status: 'approved',
  reason: null,
  name: 'Alif Ambulance Service',
  avatar: null,
  driver_name: 'Md. Rafiq',
  owner_name: 'Alif Ambulance Service',
  country_id: 1,
  district_id: 13,
  sub_district_id: 101,
  country: { id: 1, name: 'Bangladesh', bn_name: 'বাংলাদেশ' },
  district: { id: 13, name: 'Dhaka', bn_name: 'ঢাকা' },
  sub_district: { id: 101, name: 'Shyamoli', bn_name: 'শ্যামলী' },
  location: 'Shyamoli',
  contact_phone: '01711223344',
  vehicle_no: 'DHAKA METRO-CHA 11-2345',
  starting_area: 'Dhaka Medical College Hospital',
  condition: 'AC',
  photo: null,
  reviews_count: 0,
  reviews_avg_rating: null,
  ...overrides,
});

const renderAt = (ambulance: AmbulanceProfile) => {
  stubApi({
    'GET /api/ambulance/profile': { body: { ambulance } },
    'GET /api/load-country-with-other-child-specialist-list': {
      body: { country_list: [], country_lists: [], specialist_lists: [], hospital_lists: [] },
    },
  });
  return renderRoutes([{ path: '/', element: <p>Home page</p> }, ...ambulanceDashboardRoutes], '/sp/ambulance');
};

beforeAll(async () => {
  await import('./pages/ambulance-profile-page');
}, 60_000);

describe('ambulance dashboard', () => {
  it('shows the personal, ambulance and photo sections with the vehicle facts', async () => {
    logIn({ roles: [{ id: 4, name: 'Ambulance' }] });
    renderAt(anAmbulance());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ambulance Service Provider Profile' }),
    ).toBeInTheDocument();
    const vehicle = await screen.findByRole('region', { name: 'Ambulance Information' });
    expect(within(vehicle).getByText('DHAKA METRO-CHA 11-2345')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ambulance photo' })).toBeInTheDocument();
  });

  it('shows a pending application above the editable profile', async () => {
    logIn();
    renderAt(anAmbulance({ status: 'pending' }));
    const state = await screen.findByRole('status');
    expect(within(state).getByText('Your application is being reviewed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Ambulance Information' })).toBeInTheDocument();
  });
});
