import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminApplication, AdminApplicationSummary, AuditEntry, DoctorProfile } from '@nirog/contracts';
import { aPage, stubApi, type StubbedRequest } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { useLanguageStore } from '../../stores/language';
import { adminProvidersRoutes } from './admin-providers-routes';

const API = '/api/admin/provider-applications';

function aSummary(overrides: Partial<AdminApplicationSummary> = {}): AdminApplicationSummary {
  return {
    id: 12,
    kind: 'doctor',
    code: 'DOC-00012',
    status: 'pending',
    step_reached: 4,
    user: { id: 40, name: 'Sadia Afrin', email: 'sadia@example.test', phone: '01912345678' },
    // 10:30 in Dhaka.
    submitted_at: '2026-03-05T04:30:00.000Z',
    reviewed_at: null,
    reason: null,
    waiting_hours: 30.4,
    overdue: true,
    ...overrides,
  };
}

const doctorProfile = {
  id: 12,
  doc_id: 'DOC-00012',
  status: 'pending',
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
  qualifications: [{ id: 1, degree: 'MBBS', institution_name: 'Dhaka Medical College', institution_location: 'Dhaka' }],
  wdays: [{ id: 1, short_title: 'Sun', title: 'Sunday' }],
  time_from: '17:00:00',
  time_to: '21:00:00',
  visit_minutes: 15,
  appointment_service: 1,
  audio_consultancy: 0,
  video_consultancy: 0,
  chamber_name: 'Popular Diagnostic Centre',
  chamber_location: 'Dhanmondi',
  appointment_fee: 1000,
  appointment_discount: 10,
  audio_fee: null,
  audio_discount: null,
  video_fee: null,
  video_discount: null,
  signature: null,
  reviews_count: 0,
  reviews_avg_rating: null,
} satisfies DoctorProfile;

function anApplication(overrides: Partial<AdminApplication> = {}): AdminApplication {
  return {
    ...aSummary(),
    reviewed_by: null,
    documents: [
      { id: 501, type: 'signature', position: 0, image: '/api/provider-documents/501/full?expires=1&signature=a' },
      { id: 502, type: 'nid_passport', position: 0, image: '/api/provider-documents/502/full?expires=1&signature=b' },
      { id: 503, type: 'doc', position: 0, image: '/api/provider-documents/503/full?expires=1&signature=c' },
    ],
    profile: doctorProfile,
    history: [],
    ...overrides,
  };
}

function anEntry(action: string, reason: string | null = null): AuditEntry {
  return {
    id: 9,
    actor: { id: 1, name: 'Ayesha Admin' },
    action,
    subject_type: 'provider_application',
    subject_id: 12,
    details: { reason },
    created_at: '2026-03-06T06:00:00.000Z',
  };
}

/** The application page, whose decisions answer like the server (422 for a reason it finds too short). */
function stubApplicationApi(application = anApplication()) {
  const next: Record<string, AdminApplication['status']> = {
    approve: 'approved',
    reject: 'rejected',
    suspend: 'suspended',
    reinstate: 'approved',
  };
  return stubApi({
    [`GET ${API}/12`]: { body: application },
    ...Object.fromEntries(
      Object.keys(next).map((action) => [
        `POST ${API}/12/${action}`,
        (request: StubbedRequest) => {
          const reason = (request.body as { reason?: string }).reason ?? null;
          if (reason === 'no')
            return { status: 422, body: { message: 'Too short.', errors: { reason: ['The reason is too short.'] } } };
          return {
            body: {
              message: `Application ${next[action] === 'approved' && action === 'reinstate' ? 'reinstated' : next[action]}.`,
              data: {
                ...application,
                status: next[action],
                reason,
                overdue: false,
                waiting_hours: null,
                history: [anEntry(`provider_${action}`, reason), ...application.history],
              },
            },
          };
        },
      ]),
    ),
  });
}

const renderAt = (path: string) => renderRoutes([{ path: '/admin', children: adminProvidersRoutes }], path);
const posts = (calls: StubbedRequest[]) => calls.filter((c) => c.method === 'POST');

beforeAll(async () => {
  await Promise.all([import('./pages/admin-applications-page'), import('./pages/admin-application-page')]);
}, 60_000);

describe('provider application queue', () => {
  it('lists in the server’s order with the overdue ones marked, and filters by kind and status', async () => {
    const calls = stubApi({
      [`GET ${API}`]: {
        body: aPage([
          aSummary(),
          aSummary({
            id: 14,
            kind: 'nurse',
            code: 'NUR-00014',
            user: { id: 41, name: 'Mitu Akter', email: 'mitu@example.test', phone: null },
            waiting_hours: 3.2,
            overdue: false,
          }),
          aSummary({ id: 9, code: 'DOC-00009', status: 'approved', waiting_hours: null, overdue: false }),
        ]),
      },
    });
    renderAt('/admin/providers');

    expect(await screen.findByRole('heading', { level: 1, name: 'Provider applications' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'DOC-00012' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'DOC-00012',
      'NUR-00014',
      'DOC-00009',
    ]);
    expect(within(rows[0]).getByText('30 hours')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Overdue')).toBeInTheDocument();
    expect(rows[0]).toHaveAttribute('data-overdue', 'true');
    expect(within(rows[1]).getByText('3 hours')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(rows[2]).getByText('Approved')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'DOC-00012' })).toHaveAttribute('href', '/admin/providers/12');

    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nurse' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('kind')).toBe('nurse'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBe('pending'));
    expect(calls.at(-1)!.query.get('kind')).toBe('nurse');
  });

  it('says so when nothing matches', async () => {
    stubApi({ [`GET ${API}`]: { body: aPage([]) } });
    renderAt('/admin/providers?kind=ambulance');
    expect(await screen.findByRole('heading', { name: 'No application matches these filters.' })).toBeInTheDocument();
  });

  it('speaks Bengali', async () => {
    useLanguageStore.setState({ language: 'bn' });
    stubApi({ [`GET ${API}`]: { body: aPage([aSummary()]) } });
    renderAt('/admin/providers');
    expect(await screen.findByRole('heading', { level: 1, name: 'সেবাদাতার আবেদন' })).toBeInTheDocument();
    expect(await screen.findByText('৩০ ঘণ্টা')).toBeInTheDocument();
    expect(screen.getByText('সময় পেরিয়ে গেছে')).toBeInTheDocument();
  });
});

describe('provider application page', () => {
  it('shows the applicant, the overdue warning, the profile and the documents in the viewer', async () => {
    stubApplicationApi();
    renderAt('/admin/providers/12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Doctor application DOC-00012' })).toBeInTheDocument();
    expect(screen.getByText(/Waiting longer than the 24 hours promised/)).toBeInTheDocument();
    const profile = within(screen.getByRole('region', { name: 'Profile' }));
    expect(profile.getByText('A-45678')).toBeInTheDocument();
    expect(profile.getByText('Tk 1,000.00 · 10% discount')).toBeInTheDocument();
    expect(profile.getByText('05:00 PM – 09:00 PM')).toBeInTheDocument();
    // Bangladesh: no Hospital section.
    expect(profile.queryByRole('heading', { name: 'Hospital' })).not.toBeInTheDocument();

    const documents = within(screen.getByRole('region', { name: 'Documents' }));
    expect(documents.getByRole('img', { name: 'NID / passport (front)' })).toHaveAttribute(
      'src',
      '/api/provider-documents/502/full?expires=1&signature=b',
    );
    await userEvent.click(documents.getByRole('button', { name: 'View Document 1 full screen' }));
    const viewer = await screen.findByRole('dialog', { name: 'Image viewer' });
    await waitFor(() =>
      expect(
        within(viewer)
          .getAllByRole('img')
          .some((img) => img.getAttribute('src') === '/api/provider-documents/503/full?expires=1&signature=c'),
      ).toBe(true),
    );
  });

  it('approves after confirmation', async () => {
    const calls = stubApplicationApi();
    renderAt('/admin/providers/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    expect(
      within(dialog).getByText('Sadia Afrin becomes a listed Doctor (DOC-00012) and is told by e-mail.'),
    ).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].path).toBe(`${API}/12/approve`);
    expect(await screen.findByText('Application approved.')).toBeInTheDocument();
    const decision = within(screen.getByRole('region', { name: 'Decision' }));
    expect(await decision.findByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(decision.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('Approved')).toBeInTheDocument();
  });

  it('does nothing when the approval is cancelled', async () => {
    const calls = stubApplicationApi();
    renderAt('/admin/providers/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toHaveLength(0);
  });

  it('rejects only with a reason, showing the server’s complaint under it', async () => {
    const calls = stubApplicationApi();
    renderAt('/admin/providers/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('The reason is too short.')).toBeInTheDocument();

    await userEvent.clear(reason);
    await userEvent.type(reason, ' The NID image is blurred. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1].body).toEqual({ reason: 'The NID image is blurred.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Application rejected.')).toBeInTheDocument();
    expect(screen.getAllByText('The NID image is blurred.').length).toBeGreaterThan(0);
    expect(
      screen.getByText('Rejected. The applicant can correct the application and send it again.'),
    ).toBeInTheDocument();
  });

  it('suspends an approved provider with a reason and reinstates a suspended one', async () => {
    let calls = stubApplicationApi(anApplication({ status: 'approved', overdue: false, waiting_hours: null }));
    const { unmount } = renderAt('/admin/providers/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this provider' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Licence under review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({ path: `${API}/12/suspend`, body: { reason: 'Licence under review' } });
    expect(await screen.findByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
    unmount();

    calls = stubApplicationApi(anApplication({ status: 'suspended', overdue: false, waiting_hours: null }));
    renderAt('/admin/providers/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Reinstate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reinstate this provider?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reinstate' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].path).toBe(`${API}/12/reinstate`);
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  });
});
