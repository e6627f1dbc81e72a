import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { aPage, logIn, stubApi } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { aDoctor, aReview } from '../../components/listing/test-fixtures';
import { readOrigin } from '../../lib/storage';
import { useLanguageStore } from '../../stores/language';
import { DoctorProfilePage } from './pages/doctor-profile-page';
import { SpecialistsPage } from './pages/specialists-page';
import type { DoctorProfileKind } from './api/doctors-api';

afterEach(() => useLanguageStore.setState({ language: 'en' }));

function renderProfile(kind: DoctorProfileKind, path: string) {
  return renderRoutes(
    [
      { path: 'bd-doctor-appointment/doctor/:id', element: <DoctorProfilePage kind="bd" /> },
      { path: 'video-consultancy/doctor/:id', element: <DoctorProfilePage kind="video" /> },
      { path: 'doctor/view/:id', element: <DoctorProfilePage kind={kind} /> },
      { path: 'login', element: <h1>Login page</h1> },
      { path: 'bd-doctor-appointment/doctor/:id/now', element: <h1>Booking page</h1> },
    ],
    path,
  );
}

const reviewsPage = (page: number) =>
  aPage(
    page === 1
      ? [aReview(), aReview({ id: 2, user: { name: 'Salma Khatun', avatar: null }, rating: 5, detail: 'Very kind.' })]
      : [aReview({ id: 3, user: { name: 'Older Review', avatar: null }, detail: 'From last year.' })],
    { current_page: page, last_page: 2, total: 3, per_page: 2, from: page === 1 ? 1 : 3, to: page === 1 ? 2 : 3 },
  );

describe('doctor profile', () => {
  it('shows the profile facts, the highlighted online status, the star average with one decimal and the fee in Tk', async () => {
    stubApi({
      'GET /api/bd-doctor-appointment/1': { body: { doctor: aDoctor() } },
      'GET /api/review/show/doctor-review/1': (r) => ({ body: reviewsPage(Number(r.query.get('page'))) }),
    });
    renderProfile('bd', '/bd-doctor-appointment/doctor/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Farhana Akter' })).toBeInTheDocument();
    expect(screen.getByText('Online').closest('[data-online]')).not.toBeNull();
    expect(screen.getAllByRole('img', { name: 'Rated 4.3 out of 5 from 4 reviews' })[0]).toBeInTheDocument();
    const about = screen.getByRole('heading', { name: 'About the doctor' }).parentElement!;
    expect(within(about).getByText('DOC-000001')).toBeInTheDocument();
    expect(within(about).getByText('Sun, Tue')).toBeInTheDocument();
    expect(within(about).getByText('05:00 PM – 09:00 PM')).toBeInTheDocument();
    expect(within(about).getByText('Popular Diagnostic, Dhanmondi 2')).toBeInTheDocument();
    expect(within(about).getByText('230')).toBeInTheDocument();
    // Bangladesh: no language line, no VAT at 0.
    expect(within(about).queryByText('Language')).not.toBeInTheDocument();
    expect(within(about).queryByText('VAT')).not.toBeInTheDocument();
    const fees = screen.getByRole('table');
    expect(within(fees).getByText('Tk 900.00')).toBeInTheDocument();
    expect(within(fees).getByText('Tk 1,000.00')).toBeInTheDocument();
    // The appointment route shows the appointment fee only.
    expect(within(fees).queryByText('Video consultation')).not.toBeInTheDocument();
  });

  it('pages through real reviews, newest first as the server sends them', async () => {
    const calls = stubApi({
      'GET /api/bd-doctor-appointment/1': { body: { doctor: aDoctor() } },
      'GET /api/review/show/doctor-review/1': (r) => ({ body: reviewsPage(Number(r.query.get('page'))) }),
    });
    renderProfile('bd', '/bd-doctor-appointment/doctor/1');
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('Salma Khatun')).toBeInTheDocument();
    expect(within(reviews).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    await userEvent.click(within(reviews).getByRole('button', { name: 'Page 2' }));
    expect(await within(reviews).findByText('Older Review')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('review')).map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('Appointment Now takes a guest to the login page and remembers the booking page for after it', async () => {
    stubApi({
      'GET /api/bd-doctor-appointment/1': { body: { doctor: aDoctor() } },
      'GET /api/review/show/doctor-review/1': { body: aPage([]) },
    });
    const { router } = renderProfile('bd', '/bd-doctor-appointment/doctor/1');
    const now = await screen.findByRole('link', { name: 'Appointment Now' });
    expect(now).toHaveAttribute('href', '/bd-doctor-appointment/doctor/1/now');
    await userEvent.click(now);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readOrigin()).toBe('/bd-doctor-appointment/doctor/1/now');
  });

  it('a logged-in patient goes straight to the booking page', async () => {
    logIn();
    stubApi({
      'GET /api/bd-doctor-appointment/1': { body: { doctor: aDoctor() } },
      'GET /api/review/show/doctor-review/1': { body: aPage([]) },
    });
    const { router } = renderProfile('bd', '/bd-doctor-appointment/doctor/1');
    await userEvent.click(await screen.findByRole('link', { name: 'Appointment Now' }));
    expect(await screen.findByRole('heading', { name: 'Booking page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bd-doctor-appointment/doctor/1/now');
  });

  it('/doctor/view shows the fee of every offered service with its own booking link', async () => {
    stubApi({
      'GET /api/doctor-view/1': {
        body: { doctor: aDoctor({ audio_consultancy: 1, audio_fee: 300, final_audio_fee: 300, vat: 5 }) },
      },
      'GET /api/review/show/doctor-review/1': { body: aPage([]) },
    });
    renderProfile('view', '/doctor/view/1');
    const fees = await screen.findByRole('table');
    expect(within(fees).getByRole('link', { name: 'Appointment Now' })).toHaveAttribute(
      'href',
      '/bd-doctor-appointment/doctor/1/now',
    );
    expect(within(fees).getByRole('link', { name: 'Book video consultancy now' })).toHaveAttribute(
      'href',
      '/video-consultancy/doctor/1/now',
    );
    expect(within(fees).getByRole('link', { name: 'Book audio consultancy now' })).toHaveAttribute(
      'href',
      '/audio-consultancy/doctor/1/now',
    );
    expect(within(fees).getByText('Tk 300.00')).toBeInTheDocument();
    expect(screen.getByText('5%')).toBeInTheDocument();
  });

  it('names the doctor’s title in Bengali on a Bengali screen, as the wizard offered it', async () => {
    useLanguageStore.setState({ language: 'bn' });
    stubApi({
      'GET /api/video-consultancy/doctor/1': { body: {} },
      'GET /api/doctor-video-consultancy/1': { body: { doctor: aDoctor({ title: 'Assoc. Prof. Dr.' }) } },
      'GET /api/review/show/doctor-review/1': { body: aPage([]) },
    });
    renderProfile('video', '/video-consultancy/doctor/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'সহযোগী অধ্যাপক ডা. Farhana Akter' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Assoc\. Prof\./)).not.toBeInTheDocument();
  });

  it('shows the fee in taka with Bengali digits, and Bengali day names, in Bengali', async () => {
    useLanguageStore.setState({ language: 'bn' });
    stubApi({
      'GET /api/video-consultancy/doctor/1': { body: {} },
      'GET /api/doctor-video-consultancy/1': { body: { doctor: aDoctor() } },
      'GET /api/review/show/doctor-review/1': { body: aPage([]) },
    });
    renderProfile('video', '/video-consultancy/doctor/1');
    const fees = await screen.findByRole('table');
    expect(within(fees).getByText('৮০০.০০ টাকা')).toBeInTheDocument();
    expect(screen.getByText('রবিবার, মঙ্গলবার')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'এখনই ভিডিও পরামর্শ বুক করুন' })).toHaveAttribute(
      'href',
      '/video-consultancy/doctor/1/now',
    );
    expect(screen.getAllByRole('img', { name: '৫-এর মধ্যে ৪.৩ রেটিং, ৪টি রিভিউ' })[0]).toBeInTheDocument();
  });

  it.each([
    ['Doctor not found', 'Doctor not found'],
    ['This doctor is unavailable', 'This doctor is unavailable'],
  ])('says "%s" in place of the profile', async (message, shown) => {
    stubApi({ 'GET /api/bd-doctor-appointment/99': { status: 404, body: { message } } });
    renderProfile('bd', '/bd-doctor-appointment/doctor/99');
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('says "Doctor not found" for an id that is not a number, without calling the server', async () => {
    const calls = stubApi({});
    renderProfile('bd', '/bd-doctor-appointment/doctor/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Doctor not found');
    expect(calls.filter((c) => c.path.includes('doctor-appointment'))).toEqual([]);
  });
});

describe('specialists page', () => {
  it('links each speciality to the doctor list, offers View All Doctor and shows the popular video doctors', async () => {
    stubApi({
      'GET /api/load-specialists-all': {
        body: [
          { id: 3, title: 'Cardiology', bn_title: 'হৃদরোগ', description: 'Heart', bn_description: 'হৃদয়', logo: null },
          {
            id: 7,
            title: 'Neurology',
            bn_title: 'স্নায়ুরোগ',
            description: 'Brain',
            bn_description: 'মস্তিষ্ক',
            logo: null,
          },
        ],
      },
      'GET /api/popular-bd-video-doctor': { body: [aDoctor({ id: 4 })] },
      'GET /api/sliders/video-slider': { body: [] },
    });
    renderRoutes(
      [{ path: 'bd-video-consultancy/specialists', element: <SpecialistsPage country="bd" video /> }],
      '/bd-video-consultancy/specialists',
    );
    expect(await screen.findByRole('link', { name: 'Cardiology' })).toHaveAttribute(
      'href',
      '/bd-video-consultancy?specialist=3',
    );
    expect(screen.getAllByRole('link', { name: 'View All Doctor' })[0]).toHaveAttribute(
      'href',
      '/bd-video-consultancy',
    );
    const popular = await screen.findByRole('region', { name: 'Popular doctors' });
    expect(within(popular).getByRole('link', { name: 'Dr. Farhana Akter' })).toHaveAttribute(
      'href',
      '/video-consultancy/doctor/4',
    );
    expect(within(popular).getByText('Online')).toBeInTheDocument();
  });
});
