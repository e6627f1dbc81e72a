import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { NurseProfile } from '@nirog/contracts';
import { logIn, stubApi } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { nurseDashboardRoutes } from './nurse-dashboard-routes';

const aNurse = (overrides: Partial<NurseProfile> = {}): NurseProfile => ({
  id: 31,
  nurse_code: 'NUR-00031',
  status: 'approved',
  reason: null,
  name: 'Rokeya Begum',
  avatar: null,
  country_id: 1,
  district_id: 13,
  sub_district_id: 101,
  country: { id: 1, name: 'Bangladesh', bn_name: 'বাংলাদেশ' },
  district: { id: 13, name: 'Dhaka', bn_name: 'ঢাকা' },
  sub_district: { id: 101, name: 'Mirpur', bn_name: 'মিরপুর' },
  location: 'Mirpur 10',
  present_add: 'Mirpur, Dhaka',
  permanent_add: 'Barishal',
  experience: 4,
  final_experience: '4 years',
  wdays: [],
  reviews_count: 0,
  reviews_avg_rating: null,
  ...overrides,
});

const renderAt = (nurse: NurseProfile | null, status = 200) => {
  stubApi({
    'GET /api/nurse/profile': nurse ? { status, body: { nurse } } : { status, body: { message: 'Forbidden.' } },
    'GET /api/load-country-with-other-child-specialist-list': {
      body: { country_list: [], country_lists: [], specialist_lists: [], hospital_lists: [] },
    },
  });
  return renderRoutes([{ path: '/', element: <p>Home page</p> }, ...nurseDashboardRoutes], '/sp/nurse');
};

beforeAll(async () => {
  await import('./pages/nurse-profile-page');
}, 60_000);

describe('nurse dashboard', () => {
  it('shows the personal information and the availability and fees sections, each with Edit', async () => {
    logIn({ name: 'Rokeya Begum', roles: [{ id: 3, name: 'Nurse' }] });
    renderAt(aNurse());
    expect(await screen.findByRole('heading', { level: 1, name: 'Nurse Profile' })).toBeInTheDocument();
    const personal = await screen.findByRole('region', { name: 'Personal Information' });
    expect(within(personal).getByText('Mirpur 10')).toBeInTheDocument();
    expect(within(personal).getByRole('button', { name: 'Edit Personal Information' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Availability and fees' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a rejected application with its reason above the profile', async () => {
    logIn();
    renderAt(aNurse({ status: 'rejected', reason: 'The NID image is blurred.' }));
    const state = await screen.findByRole('status');
    expect(within(state).getByText('Reason: The NID image is blurred.')).toBeInTheDocument();
    expect(within(state).getByRole('link', { name: 'Correct my application' })).toHaveAttribute(
      'href',
      '/join/nurse/step-1',
    );
  });

  it('warns "Unauthorized" and goes home on a 403', async () => {
    logIn();
    const { router } = renderAt(null, 403);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
