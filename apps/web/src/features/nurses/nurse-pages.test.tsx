import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aPage, stubApi } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { aNurse } from '../../components/listing/test-fixtures';
import { useLanguageStore } from '../../stores/language';
import { Component as NurseProfilePage } from './pages/nurse-profile-page';
import { Component as NurseListPage } from './pages/nurse-list-page';

afterEach(() => useLanguageStore.setState({ language: 'en' }));

describe('nurse pages', () => {
  it('the profile shows the weekday by package fee table and the Appointment Now link', async () => {
    stubApi({
      'GET /api/nurse-appointment/5': { body: { nurse: aNurse() } },
      'GET /api/review/show/nurse-review/5': { body: aPage([]) },
    });
    renderRoutes(
      [{ path: 'nurse-appointment/nurse/:id', element: <NurseProfilePage /> }],
      '/nurse-appointment/nurse/5',
    );
    const table = await screen.findByRole('table');
    const monday = within(table).getByRole('row', { name: /^Monday/ });
    expect(
      within(monday)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Tk 500.00', 'Tk 1,500.00', '–', '–', '–', 'Tk 4,000.00']);
    expect(within(table).getByRole('columnheader', { name: /12 hours \(night\)/ })).toHaveTextContent(
      'Starts 06:00 PM',
    );
    expect(screen.getByRole('link', { name: 'Appointment Now' })).toHaveAttribute(
      'href',
      '/nurse-appointment/nurse/5/now',
    );
    expect(screen.getByRole('img', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet', { selector: 'h2' })).toBeInTheDocument();
  });

  it('says "This nurse is unavailable" in Bengali for a nurse the server does not show', async () => {
    useLanguageStore.setState({ language: 'bn' });
    stubApi({ 'GET /api/nurse-appointment/8': { status: 404, body: { message: 'This nurse is unavailable' } } });
    renderRoutes(
      [{ path: 'nurse-appointment/nurse/:id', element: <NurseProfilePage /> }],
      '/nurse-appointment/nurse/8',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('এই নার্স এখন পাওয়া যাচ্ছে না');
  });

  it('the list offers Dhaka only as its district and cuts the card location to 256 characters', async () => {
    const long = 'ক'.repeat(300);
    stubApi({
      'GET /api/load-district-with-sub-district': {
        body: {
          district_lists: [
            { id: 13, country_id: 1, division: 'Dhaka', name: 'Dhaka', bn_name: 'ঢাকা', sub_districts: [] },
            {
              id: 20,
              country_id: 1,
              division: 'Chattogram',
              name: 'Chattogram',
              bn_name: 'চট্টগ্রাম',
              sub_districts: [],
            },
          ],
        },
      },
      'GET /api/sliders/nurse-slider': { body: [] },
      'GET /api/nurses-appointment': { body: aPage([aNurse({ location: long })]) },
    });
    renderRoutes([{ path: 'nurse-appointment', element: <NurseListPage /> }], '/nurse-appointment');
    const card = await screen.findByRole('article', { name: 'Shirin Sultana' });
    expect(within(card).getByText(`${'ক'.repeat(256)}…`)).toBeInTheDocument();
    expect(within(card).getByText('From Tk 500.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    await screen.findByRole('option', { name: 'Dhaka', hidden: true });
    expect(screen.queryByRole('option', { name: 'Chattogram', hidden: true })).not.toBeInTheDocument();
  });
});
