import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../../../test/api';
import { stubXhr } from '../../../test/fake-xhr';
import { useLanguageStore } from '../../stores/language';
import { API, aPage, anImport, loadCatalogPages, renderCatalog } from './admin-catalog-test-api';

const earlier = anImport({
  id: 4,
  status: 'done',
  file_name: 'february.csv',
  total_rows: 41,
  processed_rows: 41,
  created_count: 30,
  updated_count: 8,
  unchanged_count: 2,
  skipped_count: 1,
  finished_at: '2026-02-20T06:00:00.000Z',
});

beforeAll(loadCatalogPages, 60_000);
afterEach(() => vi.restoreAllMocks());

describe('catalog imports page', { timeout: 30_000 }, () => {
  it('uploads a CSV, then follows the import until it is done, with counts and bad rows', async () => {
    const answers = [
      anImport({ status: 'running', total_rows: 200, processed_rows: 100 }),
      anImport({
        status: 'done',
        total_rows: 200,
        processed_rows: 200,
        created_count: 150,
        updated_count: 40,
        unchanged_count: 8,
        error_count: 2,
        errors: [
          { line: 7, column: 'price', message: 'The price must be a number.' },
          { line: 12, column: null, message: 'The row has too few columns.' },
        ],
        finished_at: '2026-03-05T06:01:00.000Z',
      }),
    ];
    const calls = stubApi({
      [`GET ${API}/imports`]: { body: aPage([earlier]) },
      [`GET ${API}/imports/9`]: () => ({ body: answers.length > 1 ? answers.shift() : answers[0] }),
    });
    const uploads = stubXhr();
    const { router } = renderCatalog('/admin/catalog/imports');
    expect(await screen.findByText('february.csv')).toBeInTheDocument();
    expect(screen.getByText('30 new, 8 changed, 2 unchanged, 1 skipped (repeats), 0 errors')).toBeInTheDocument();

    const user = userEvent.setup({ applyAccept: false });
    const form = screen.getByRole('region', { name: 'Upload a CSV file' });
    expect(within(form).getByRole('button', { name: /^CSV file/ })).toBeInTheDocument();
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], 'medicines.txt', { type: 'text/plain' }));
    expect(await screen.findByText('medicines.txt: only .csv files can be imported.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload and check' })).toBeDisabled();

    await user.upload(input, new File(['brand_name\n'], 'medicines.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload and check' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].path).toBe(`${API}/imports`);
    expect((uploads[0].field('file') as File).name).toBe('medicines.csv');
    uploads[0].progress(50);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading medicines.csv' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    uploads[0].respond(202, { message: 'The import has been queued.', data: anImport() });

    expect(await screen.findByText('The import has been queued.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?import=9'));
    expect(await screen.findByText('100 of 200 rows processed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '50');

    // Asked again a second later, until done.
    expect(await screen.findByText('200 of 200 rows processed', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');
    const report = screen.getByRole('region', { name: 'medicines.csv' });
    expect(within(report).getByText('Done')).toBeInTheDocument();
    expect(within(report).getByText('150')).toBeInTheDocument();
    expect(within(report).getByText('40')).toBeInTheDocument();
    expect(within(report).getByText('8')).toBeInTheDocument();
    const errors = within(within(report).getByRole('table', { name: 'Rows with errors' })).getAllByRole('row');
    expect(errors).toHaveLength(3);
    expect(within(errors[1]).getByText('7')).toBeInTheDocument();
    expect(within(errors[1]).getByText('price')).toBeInTheDocument();
    expect(within(errors[1]).getByText('The price must be a number.')).toBeInTheDocument();
    expect(within(errors[2]).getByText('The row has too few columns.')).toBeInTheDocument();

    // Polling stops once done.
    const polls = calls.filter((c) => c.path === `${API}/imports/9`).length;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(calls.filter((c) => c.path === `${API}/imports/9`).length).toBe(polls);
  });

  it('shows why an import failed, and opens an earlier one from the history', async () => {
    stubApi({
      [`GET ${API}/imports`]: { body: aPage([earlier]) },
      [`GET ${API}/imports/4`]: {
        body: { ...earlier, status: 'failed', failure: 'The column "price" is missing.', processed_rows: 0 },
      },
    });
    renderCatalog('/admin/catalog/imports');
    await userEvent.click(await screen.findByRole('button', { name: 'Show the report of february.csv' }));
    expect(await screen.findByText('The column "price" is missing.')).toBeInTheDocument();
    expect(screen.getByText('The import failed')).toBeInTheDocument();
  });

  it('lists earlier imports as cards on a phone, nothing to scroll sideways, in Bengali', async () => {
    useLanguageStore.setState({ language: 'bn' });
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: true })) as typeof window.matchMedia;
    try {
      stubApi({ [`GET ${API}/imports`]: { body: aPage([earlier]) } });
      renderCatalog('/admin/catalog/imports');
      const history = await screen.findByRole('list', { name: 'আগের ইমপোর্ট' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(within(history).getByText('february.csv').closest('li')!);
      expect(card.getByText('৩০ নতুন, ৮ পরিবর্তিত, ২ অপরিবর্তিত, ১ বাদ (পুনরাবৃত্তি), ০ ত্রুটি')).toBeInTheDocument();
      expect(card.getByText('সারি: ৪১ / ৪১')).toBeInTheDocument();
      expect(card.getByRole('button', { name: /february\.csv/ })).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('explains the columns and offers an example file made in the browser', async () => {
    stubApi({ [`GET ${API}/imports`]: { body: aPage([]) } });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:example';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderCatalog('/admin/catalog/imports');

    const columns = await screen.findByRole('region', { name: 'Columns of the file' });
    expect(within(columns).getByText('brand_name')).toBeInTheDocument();
    expect(within(columns).getAllByText('required')).toHaveLength(5);
    expect(within(columns).getAllByText('optional')).toHaveLength(6);
    // The names drug indexes use, from the same table the server reads headers with.
    expect(within(columns).getByText('Also: Type, Dosage form, Form')).toBeInTheDocument();
    expect(within(columns).getByText('Also: Company Name, Company, Manufacturer name')).toBeInTheDocument();
    expect(within(columns).getByText(/separate several generics with \+/)).toBeInTheDocument();
    expect(await screen.findByText('No imports yet.')).toBeInTheDocument();

    await userEvent.click(within(columns).getByRole('button', { name: 'Download an example CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await blobs[0].text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'brand_name,dosage_form,strength,generic,manufacturer,price,prescription_required,pack_unit,bn_name,category,discount',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('Amlodipine+Olmesartan');
  });

  describe('the dry run', () => {
    const checked = anImport({
      status: 'checked',
      total_rows: 700,
      processed_rows: 700,
      created_count: 600,
      updated_count: 20,
      unchanged_count: 5,
      skipped_count: 3,
      bad_rows: 72,
      error_count: 75,
      ignored_columns: ['Remarks'],
      errors: [{ line: 4, column: 'price', message: 'The price "abc" is not an amount of taka, such as 12.50.' }],
      problems_csv: '/api/admin/catalog/imports/9/problems.csv?expires=1&signature=ab',
    });

    it('shows the counts, the first problems and the download of all; Confirm writes', async () => {
      let current = checked;
      const calls = stubApi({
        [`GET ${API}/imports`]: { body: aPage([]) },
        [`GET ${API}/imports/9`]: () => ({ body: current }),
        [`POST ${API}/imports/9/confirm`]: () => {
          current = { ...checked, status: 'done', finished_at: '2026-03-05T06:01:00.000Z' };
          return {
            body: {
              message: 'Import confirmed; the products are being written.',
              data: { ...checked, status: 'queued' },
            },
          };
        },
      });
      renderCatalog('/admin/catalog/imports?import=9');
      const report = await screen.findByRole('region', { name: 'medicines.csv' });
      expect(await within(report).findByText('Checked, waiting for you')).toBeInTheDocument();
      for (const [label, value] of [
        ['New', '600'],
        ['Changed', '20'],
        ['Unchanged', '5'],
        ['Skipped (repeats)', '3'],
        ['Bad rows', '72'],
      ]) {
        expect(within(within(report).getByText(label).parentElement!).getByText(value)).toBeInTheDocument();
      }
      expect(within(report).getByText('Ignored columns (not known): Remarks')).toBeInTheDocument();
      expect(within(report).getByText('The price "abc" is not an amount of taka, such as 12.50.')).toBeInTheDocument();
      expect(within(report).getByRole('link', { name: 'Download all 75 problems (CSV)' })).toHaveAttribute(
        'href',
        checked.problems_csv,
      );
      await userEvent.click(within(report).getByRole('button', { name: 'Confirm import' }));
      expect(await screen.findByText('Import confirmed; the products are being written.')).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST' && c.path === `${API}/imports/9/confirm`)).toHaveLength(1);
      expect(await within(report).findByText('Done', {}, { timeout: 4000 })).toBeInTheDocument();
    });

    it('refreshes the history when the check ends, not only when the import is written', async () => {
      const checking = { ...checked, status: 'checking' as const, total_rows: 0, processed_rows: 0 };
      const reports = [checking, checked];
      let history = 0;
      stubApi({
        [`GET ${API}/imports`]: () => ({ body: aPage([history++ === 0 ? checking : checked]) }),
        [`GET ${API}/imports/9`]: () => ({ body: reports.length > 1 ? reports.shift() : reports[0] }),
      });
      renderCatalog('/admin/catalog/imports?import=9');
      const table = await screen.findByRole('table', { name: 'Earlier imports' });
      expect(within(table).getByText('0 / 0')).toBeInTheDocument();
      expect(await within(table).findByText('700 / 700', {}, { timeout: 4000 })).toBeInTheDocument();
    });

    it('Cancel discards the import', async () => {
      const calls = stubApi({
        [`GET ${API}/imports`]: { body: aPage([]) },
        [`GET ${API}/imports/9`]: { body: checked },
        [`POST ${API}/imports/9/cancel`]: {
          body: { message: 'Import cancelled; nothing was written.', data: { ...checked, status: 'cancelled' } },
        },
      });
      renderCatalog('/admin/catalog/imports?import=9');
      const report = await screen.findByRole('region', { name: 'medicines.csv' });
      await userEvent.click(await within(report).findByRole('button', { name: 'Cancel' }));
      expect(await screen.findByText('Import cancelled; nothing was written.')).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST' && c.path === `${API}/imports/9/cancel`)).toHaveLength(1);
      expect(await within(report).findByText('This import was cancelled; nothing was written.')).toBeInTheDocument();
      expect(within(report).queryByRole('button', { name: 'Confirm import' })).not.toBeInTheDocument();
    });
  });
});
