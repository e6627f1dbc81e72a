import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DoctorProfile } from '@nirog/contracts';
import { logIn, stubApi, type StubbedRequest } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { useLanguageStore } from '../../stores/language';
import { doctorDashboardRoutes } from './doctor-dashboard-routes';

function aDoctor(overrides: Partial<DoctorProfile> = {}): DoctorProfile {
  return {
    id: 12,
    doc_id: 'DOC-00012',
    status: 'approved',
    reason: null,
    name: 'Sadia Afrin',
    avatar: null,
    title: 'Dr.',
    gender: 'female',
    country_id: 1,
    district_id: 13,
    sub_district_id: 101,
    state_id: null,
    country: { id: 1, name: 'Bangladesh', bn_name: 'বাংলাদেশ' },
    district: { id: 13, name: 'Dhaka', bn_name: 'ঢাকা' },
    sub_district: { id: 101, name: 'Dhanmondi', bn_name: 'ধানমন্ডি' },
    state: null,
    location: 'House 4, Road 2',
    registration_no: 'A-45678',
    registered_institution: 'BMDC',
    language: null,
    nid_passport_no: '1990123456789',
    hospital_id: null,
    hospital: null,
    hospital_name: 'Square Hospital',
    designation: 'Consultant',
    department: 'Medicine',
    memorable_instrutation: false,
    memorable_instrutation_name: null,
    experience: 12,
    final_experience: '12 years',
    specialists: [{ id: 1, title: 'Cardiology', bn_title: 'হৃদরোগ' }],
    qualifications: [
      { id: 1, degree: 'MBBS', institution_name: 'Dhaka Medical College', institution_location: 'Dhaka' },
    ],
    wdays: [{ id: 1, short_title: 'Sun', title: 'Sunday' }],
    time_from: '17:00:00',
    time_to: '21:00:00',
    visit_minutes: 15,
    appointment_service: 1,
    audio_consultancy: 1,
    video_consultancy: 0,
    chamber_name: 'Popular Diagnostic Centre',
    chamber_location: 'Dhanmondi',
    appointment_fee: 1000,
    appointment_discount: 10,
    audio_fee: 500,
    audio_discount: null,
    video_fee: null,
    video_discount: null,
    signature: '/api/provider-documents/5/full?expires=1&signature=a',
    reviews_count: 0,
    reviews_avg_rating: null,
    ...overrides,
  };
}

const lookups = {
  country_lists: [{ id: 1, name: 'Bangladesh', bn_name: 'বাংলাদেশ', is_state: 0, districts: [], states: [] }],
  specialist_lists: [],
  hospital_lists: [],
};

function stubDoctor(doctor = aDoctor(), status = 200) {
  return stubApi({
    'GET /api/doctor/profile': status === 200 ? { body: { doctor } } : { status, body: { message: 'Forbidden.' } },
    'GET /api/load-country-with-other-child-specialist-list': { body: lookups },
    'POST /api/doctor/update/fees': (request: StubbedRequest) => {
      const body = request.body as { audio_fee?: number; audio_consultancy: boolean };
      if (!body.audio_consultancy && body.audio_fee === undefined)
        return {
          status: 422,
          body: { message: 'Check the fees.', errors: { audio_fee: ['The audio fee is required.'] } },
        };
      return {
        body: {
          status: 'success',
          message: 'Fees successfully updated',
          doctor: { ...doctor, audio_fee: body.audio_fee ?? null },
        },
      };
    },
  });
}

const renderAt = (path = '/sp/doctor') =>
  renderRoutes([{ path: '/', element: <p>Home page</p> }, ...doctorDashboardRoutes], path);

beforeAll(async () => {
  await import('./pages/doctor-profile-page');
}, 60_000);

describe('doctor dashboard', () => {
  it('shows the sidebar and every section but Hospital for a Bangladeshi doctor', async () => {
    stubDoctor();
    logIn({ name: 'Sadia Afrin', roles: [{ id: 2, name: 'Doctor' }] });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Doctor Profile' })).toBeInTheDocument();
    const sidebar = within(screen.getByRole('complementary', { name: 'Provider area' }));
    expect(sidebar.getByText('Sadia Afrin')).toBeInTheDocument();
    expect(sidebar.getByRole('link', { name: 'Doctor Profile' })).toHaveAttribute('href', '/sp/doctor');
    expect(sidebar.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Fees' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Personal Information',
      'Current Working Place',
      'Specialist In',
      'Experience',
      'Personal Qualification',
      'Availability',
      'Fees',
      'Signature',
    ]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Experience' })).getByText('12 years')).toBeInTheDocument();
  });

  it('shows Hospital for a doctor of country 2', async () => {
    stubDoctor(
      aDoctor({
        country_id: 2,
        hospital_id: 3,
        hospital: { id: 3, name: 'Apollo Hospitals', bn_name: 'অ্যাপোলো হাসপাতাল' },
      }),
    );
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    renderAt();
    const hospital = await screen.findByRole('region', { name: 'Hospital' });
    expect(within(hospital).getByText('Apollo Hospitals')).toBeInTheDocument();
  });

  it('names the title, the place, the specialities and the fees in Bengali on a Bengali screen', async () => {
    useLanguageStore.setState({ language: 'bn' });
    stubDoctor();
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    renderAt();
    const personal = within(await screen.findByRole('region', { name: 'ব্যক্তিগত তথ্য' }));
    for (const name of ['ডা.', 'বাংলাদেশ', 'ঢাকা', 'ধানমন্ডি']) expect(personal.getByText(name)).toBeInTheDocument();
    expect(personal.queryByText('Dhaka')).not.toBeInTheDocument();
    const fees = within(screen.getByRole('region', { name: 'ফি' }));
    expect(fees.getAllByText(/^[০-৯,.]+ টাকা/).length).toBeGreaterThan(0);
    expect(fees.queryByText(/Tk/)).not.toBeInTheDocument();
    const specialities = within(screen.getByRole('region', { name: 'বিশেষজ্ঞতা' }));
    expect(specialities.getByText('হৃদরোগ')).toBeInTheDocument();
    expect(specialities.queryByText('Cardiology')).not.toBeInTheDocument();
  });

  it('toggles a section between view and edit with Edit and Cancel, and saves the fees', async () => {
    const calls = stubDoctor();
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    renderAt();
    const fees = await screen.findByRole('region', { name: 'Fees' });
    expect(within(fees).getByText('Tk 500.00')).toBeInTheDocument();

    // Edit, then Cancel: back to the view, nothing sent.
    await userEvent.click(within(fees).getByRole('button', { name: 'Edit Fees' }));
    expect(within(fees).getByRole('button', { name: 'Cancel editing Fees' })).toHaveAttribute('aria-expanded', 'true');
    const feeField = within(fees).getByRole('textbox', { name: /Audio consultation fee/ });
    await userEvent.click(within(fees).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(within(fees).queryByRole('textbox', { name: /Audio consultation fee/ })).not.toBeInTheDocument();
    expect(feeField).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // Edit and save: the server's fields under the fields, then a successful save returns to the view.
    await userEvent.click(within(fees).getByRole('button', { name: 'Edit Fees' }));
    const audio = within(fees).getByRole('textbox', { name: /Audio consultation fee/ });
    await userEvent.clear(audio);
    await userEvent.type(audio, '650');
    await userEvent.click(within(fees).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      appointment_service: true,
      appointment_fee: 1000,
      audio_consultancy: true,
      audio_fee: 650,
      video_consultancy: false,
    });
    expect(await screen.findByText('Fees successfully updated')).toBeInTheDocument();
    expect(await within(fees).findByText('Tk 650.00')).toBeInTheDocument();
    expect(within(fees).getByRole('button', { name: 'Edit Fees' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the visit length in Availability and saves a new one with the days and hours', async () => {
    const doctor = aDoctor();
    const calls = stubApi({
      'GET /api/doctor/profile': { body: { doctor } },
      'POST /api/doctor/update/availability': (request: StubbedRequest) => ({
        body: {
          status: 'success',
          message: 'Availability successfully updated',
          doctor: { ...doctor, visit_minutes: (request.body as { visit_minutes: number }).visit_minutes },
        },
      }),
    });
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    renderAt();
    const availability = await screen.findByRole('region', { name: 'Availability' });
    expect(within(availability).getByText('15 minutes per patient')).toBeInTheDocument();
    await userEvent.click(within(availability).getByRole('button', { name: 'Edit Availability' }));
    const visit = within(availability).getByRole('textbox', { name: /Visit length/ });
    await userEvent.clear(visit);
    await userEvent.type(visit, '20');
    await userEvent.click(within(availability).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Availability successfully updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      availabe_days: { '1': true },
      time_from: '17:00',
      time_to: '21:00',
      visit_minutes: 20,
    });
    expect(await within(availability).findByText('20 minutes per patient')).toBeInTheDocument();
  });

  it('shows the pending state above the editable profile', async () => {
    stubDoctor(aDoctor({ status: 'pending' }));
    logIn();
    renderAt();
    const state = await screen.findByRole('status');
    expect(within(state).getByText('Your application is being reviewed')).toBeInTheDocument();
    expect(within(state).getByText(/within 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Fees' })).toBeInTheDocument();
  });

  it('shows the rejection with its reason and the way back to the wizard', async () => {
    stubDoctor(aDoctor({ status: 'rejected', reason: 'The NID image is blurred.' }));
    logIn();
    renderAt();
    const state = await screen.findByRole('status');
    expect(within(state).getByText('Your application was not approved')).toBeInTheDocument();
    expect(within(state).getByText('Reason: The NID image is blurred.')).toBeInTheDocument();
    expect(within(state).getByRole('link', { name: 'Correct my application' })).toHaveAttribute(
      'href',
      '/join/doctor/step-1',
    );
  });

  it('warns "Unauthorized" and goes home on a 403', async () => {
    stubDoctor(aDoctor(), 403);
    logIn();
    const { router } = renderAt();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
  });

  it('shows not-found for another path under /sp/doctor, in Bengali too', async () => {
    useLanguageStore.setState({ language: 'bn' });
    stubDoctor();
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    renderAt('/sp/doctor/nothing-here');
    expect(await screen.findByRole('link', { name: 'আমার প্রোফাইলে ফিরে যান' })).toHaveAttribute('href', '/sp/doctor');
    expect(screen.getByRole('complementary', { name: 'সেবাদাতার এলাকা' })).toBeInTheDocument();
  });
});
