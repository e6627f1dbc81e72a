import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Country, CountrySpecialistHospitalResponse } from '@nirog/contracts';
import { logIn, stubApi } from '../../../test/api';
import { stubXhr } from '../../../test/fake-xhr';
import { renderRoutes } from '../../../test/render';
import { renderAppRoutes } from '../../../test/render-app';
import { useJoinDraft } from './components/use-join-draft';
import { providerJoinRoutes } from './provider-join-routes';

const bangladesh: Country = {
  id: 1,
  name: 'Bangladesh',
  bn_name: 'বাংলাদেশ',
  name_code: 'BD',
  is_state: 0,
  districts: [
    {
      id: 13,
      country_id: 1,
      division: 'Dhaka',
      name: 'Dhaka',
      bn_name: 'ঢাকা',
      sub_districts: [{ id: 101, district_id: 13, name: 'Dhanmondi', bn_name: 'ধানমন্ডি' }],
    },
    {
      id: 20,
      country_id: 1,
      division: 'Chattogram',
      name: 'Chattogram',
      bn_name: 'চট্টগ্রাম',
      sub_districts: [{ id: 201, district_id: 20, name: 'Pahartali', bn_name: 'পাহাড়তলী' }],
    },
  ],
  states: [],
};
const india: Country = {
  id: 2,
  name: 'India',
  bn_name: 'ভারত',
  name_code: 'IN',
  is_state: 1,
  districts: [],
  states: [{ id: 5, country_id: 2, name: 'West Bengal', bn_name: 'পশ্চিমবঙ্গ', kind: 'state' }],
};
const lookups: CountrySpecialistHospitalResponse = {
  country_lists: [bangladesh, india],
  specialist_lists: [
    { id: 1, title: 'Cardiology', bn_title: 'হৃদরোগ', description: '', bn_description: '', logo: null },
  ],
  hospital_lists: [
    { id: 9, country_id: 2, name: 'AMRI Hospital', bn_name: 'আমরি হাসপাতাল', city: 'Kolkata', logo: null },
    { id: 3, country_id: 1, name: 'Square Hospital', bn_name: 'স্কয়ার হাসপাতাল', city: 'Dhaka', logo: null },
  ],
};

const renderJoin = (path: string) =>
  renderRoutes(
    [
      ...providerJoinRoutes.map((route) => ({ ...route, path: `/${route.path}` })),
      { path: '/sp/:kind', element: <h1>Provider area</h1> },
    ],
    path,
  );

const rows = () => screen.getAllByRole('group', { name: /^Qualification \d$/ });

describe('join wizards', () => {
  beforeEach(() => {
    logIn();
    let n = 0;
    URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    notifications.clean();
    useJoinDraft.setState({ done: {}, values: {} });
  });

  it('starts the qualifications with two rows, adds on the last row only, at most 5, removes while more than one', async () => {
    stubApi({});
    renderJoin('/join/doctor/step-2');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Add' })).toHaveLength(1);
    expect(within(rows()[1]).getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove qualification/ })).toHaveLength(2);

    for (let i = 0; i < 3; i++) await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(rows()).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Do not add more than 5 qualifications')).toBeInTheDocument();
    expect(rows()).toHaveLength(5);

    for (let n = 5; n > 1; n--)
      await userEvent.click(screen.getByRole('button', { name: `Remove qualification ${n}` }));
    expect(rows()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove qualification/ })).not.toBeInTheDocument();
    expect(within(rows()[0]).getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('shows the server’s errors under the qualification fields', async () => {
    const calls = stubApi({
      'POST /api/doctor/join/step-2': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { 'qualifications.1.institution_name': ['The institution name field is required.'] },
        },
      },
    });
    renderJoin('/join/doctor/step-2');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.type(within(rows()[0]).getByRole('textbox', { name: /^Degree/ }), 'MBBS');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const field = await within(rows()[1]).findByRole('textbox', { name: /^Institution name/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription('The institution name field is required.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      qualifications: [{ degree: 'MBBS', institution_name: '', institution_location: '' }, { degree: '' }],
    });
  });

  it('shows a service’s fee fields only while it is on', async () => {
    stubApi({ 'GET /api/load-country-with-other-child-specialist-list': { body: lookups } });
    renderJoin('/join/doctor/step-1');
    const appointment = await screen.findByRole('switch', { name: 'In-person appointment' });
    expect(screen.queryByRole('textbox', { name: /^Chamber name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Appointment fee/ })).not.toBeInTheDocument();
    await userEvent.click(appointment);
    expect(screen.getByRole('textbox', { name: /^Chamber name/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Chamber location/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Appointment fee/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Audio consultation fee/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Audio consultation' }));
    expect(screen.getByRole('textbox', { name: /^Audio consultation fee/ })).toBeInTheDocument();
    await userEvent.click(appointment);
    expect(screen.queryByRole('textbox', { name: /^Chamber name/ })).not.toBeInTheDocument();
  });

  it('offers the title and experience options of the spec', async () => {
    stubApi({ 'GET /api/load-country-with-other-child-specialist-list': { body: lookups } });
    renderJoin('/join/doctor/step-1');
    await userEvent.click(await screen.findByRole('combobox', { name: /^Title/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Dr.',
      'Prof. Dr.',
      'Assoc. Prof. Dr.',
      'Asst. Prof. Dr.',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: /^Experience/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toHaveLength(31);
    expect(options[0]).toBe('Less than 1 year');
    expect(options[1]).toBe('1 year');
    expect(options[30]).toBe('30 years');
  });

  it('switches the place to State, Language and Hospital for a state-based country, with dependent lists otherwise', async () => {
    const calls = stubApi({
      'GET /api/load-country-with-other-child-specialist-list': { body: lookups },
      'POST /api/doctor/join/step-1': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { hospital_id: ['The hospital field is required.'] } },
      },
    });
    renderJoin('/join/doctor/step-1');
    const sub = await screen.findByRole('combobox', { name: /^Sub district/ });
    expect(sub).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: /^District/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Chattogram' }));
    await waitFor(() => expect(sub).toBeEnabled());
    await userEvent.click(sub);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Pahartali']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: /^State/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: /^Country/ }));
    await userEvent.click(screen.getByRole('option', { name: 'India' }));
    expect(screen.queryByRole('combobox', { name: /^District/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Sub district/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^State/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Languages spoken/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Hospital$/ }));
    // Only the hospitals of the chosen country.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['AMRI Hospital']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Hospital$/ })).toHaveAccessibleDescription(
        'The hospital field is required.',
      ),
    );
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ country_id: 2 });
    expect(body).not.toHaveProperty('district_id');
  });

  it('goes back to step 1 with the warning when the server says to flow step by step', async () => {
    stubApi({
      'GET /api/load-country-with-other-child-specialist-list': { body: lookups },
      'POST /api/doctor/join/step-3': { body: { icon: 'warning', message: 'Please flow step by step' } },
    });
    const { router } = renderJoin('/join/doctor/step-3');
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/join/doctor/step-1'));
    expect(await screen.findByText('Please flow step by step')).toBeInTheDocument();
  });

  it('opens the “already applied” popup with its Edit button to the provider area', async () => {
    stubApi({ 'POST /api/doctor/join/step-3': { body: { icon: 'info', message: 'You already applied for Doctor' } } });
    const { router } = renderJoin('/join/doctor/step-3');
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'You already applied for Doctor' });
    expect(dialog).toHaveTextContent('If you want to update your Doctor profile, then click Edit Doctor Profile.');
    const edit = within(dialog).getByRole('link', { name: 'Edit Doctor Profile' });
    expect(edit).toHaveAttribute('href', '/sp/doctor');
    expect(router.state.location.pathname).toBe('/join/doctor/step-3');
  });

  it('sends the nurse back to step 1 when a later step is opened first', async () => {
    stubApi({ 'GET /api/load-country-with-other-child-specialist-list': { body: lookups } });
    const { router } = renderJoin('/join/nurse/step-3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/join/nurse/step-1'));
    expect(await screen.findByText('Please flow step by step')).toBeInTheDocument();
    // Bangladesh and Dhaka only.
    await userEvent.click(await screen.findByRole('combobox', { name: /^District/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Dhaka']);
  });

  it('toggles the nurse’s weekdays and packages with a fee field for each package on', async () => {
    useJoinDraft.setState({ done: { nurse: 1 }, values: {} });
    const calls = stubApi({ 'POST /api/nurse/join/step-2': { body: { icon: 'success', message: 'Saved' } } });
    const { router } = renderJoin('/join/nurse/step-2');
    const monday = await screen.findByRole('switch', { name: 'Monday' });
    expect(screen.queryByRole('switch', { name: /^One call/ })).not.toBeInTheDocument();
    await userEvent.click(monday);
    await userEvent.click(screen.getByRole('switch', { name: 'One call on Monday' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'One call fee (Monday)' }), '800');
    expect(screen.queryByRole('textbox', { name: '24 hours (from 06:00 AM) fee (Monday)' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/join/nurse/step-3'));
    const days = (calls.find((c) => c.method === 'POST')?.body as { availabe_days: Record<string, unknown>[] })
      .availabe_days;
    expect(days).toHaveLength(7);
    expect(days[1]).toMatchObject({ day: true, day_id: 2, one_call: true, one_call_fee: 800, hour_24: false });
    expect(days[0]).toMatchObject({ day: false, day_id: 1, one_call: false });
  });

  it('uploads the last step with its progress and goes to the provider area', async () => {
    const uploads = stubXhr();
    stubApi({});
    const { router } = renderJoin('/join/ambulance/step-2');
    const png = (name: string) => new File(['png'], name, { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Choose Ambulance photo'), png('van.png'));
    expect(screen.getByRole('img', { name: 'Preview of Ambulance photo' })).toHaveAttribute('src', 'blob:preview-1');
    await userEvent.upload(screen.getByLabelText('Choose NID or passport (front)'), png('nid.png'));
    await userEvent.upload(screen.getByLabelText('Choose Document 1'), png('licence.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    const upload = uploads[0];
    expect(upload.path).toBe('/api/ambulance/join/step-2');
    expect((upload.field('photo') as File).name).toBe('van.png');
    expect((upload.body?.getAll('docs[]') as File[]).map((f) => f.name)).toEqual(['licence.png']);
    upload.progress(40);
    expect(await screen.findAllByRole('progressbar', { name: /^Uploading/ })).toHaveLength(3);
    upload.respond(200, { icon: 'success', message: 'Successfully joined as a Ambulance.' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sp/ambulance'));
  });

  it('keeps the nurse’s last step on screen while the provider area loads, then clears the draft', async () => {
    useJoinDraft.setState({ done: { nurse: 2 }, values: {} });
    const uploads = stubXhr();
    stubApi({});
    let arrive = () => {};
    const area = new Promise<{ Component: () => React.JSX.Element }>((resolve) => {
      arrive = () => resolve({ Component: () => <h1>Provider area</h1> });
    });
    const { router } = await renderAppRoutes(
      [
        ...providerJoinRoutes.map((route) => ({ ...route, path: `/${route.path}` })),
        { path: '/sp/nurse', lazy: () => area },
      ],
      '/join/nurse/step-3',
    );
    const png = (name: string) => new File(['png'], name, { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Choose NID or passport (front)'), png('nid.png'));
    await userEvent.upload(screen.getByLabelText('Choose Document 1'), png('diploma.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    await act(async () => uploads[0].respond(200, { icon: 'success', message: 'Successfully joined as a Nurse.' }));

    // Not sent back to step 1 by the out-of-order fallback while the area's code loads.
    expect(window.location.pathname).toBe('/sp/nurse');
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeInTheDocument();
    expect(useJoinDraft.getState().done.nurse).toBe(2);
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Provider area' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/sp/nurse');
    expect(useJoinDraft.getState().done.nurse ?? 0).toBe(0);
  });
});
