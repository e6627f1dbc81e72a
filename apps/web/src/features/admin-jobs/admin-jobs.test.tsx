import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminJob, AdminJobsResponse } from '@nirog/contracts';
import { aPage, stubApi } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { useLanguageStore } from '../../stores/language';
import { adminJobsRoutes } from './admin-jobs-routes';

const JOBS = '/api/admin/jobs';

function aJob(overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    id: '0b7c3f0e-1c2d-4e5f-8a9b-000000000001',
    kind: 'mail-delivery',
    status: 'queued',
    attempts: 0,
    max_attempts: 13,
    last_error: null,
    created_at: '2026-03-05T04:30:00.000Z',
    run_at: '2026-03-05T04:30:00.000Z',
    started_at: null,
    finished_at: null,
    ...overrides,
  };
}

const failed = aJob({
  id: '0b7c3f0e-1c2d-4e5f-8a9b-000000000002',
  kind: 'catalog-import',
  status: 'failed',
  attempts: 3,
  max_attempts: 3,
  last_error: 'connection terminated',
  started_at: '2026-03-05T04:31:00.000Z',
  finished_at: '2026-03-05T04:32:00.000Z',
});
const retrying = aJob({
  id: '0b7c3f0e-1c2d-4e5f-8a9b-000000000003',
  status: 'retrying',
  attempts: 2,
  last_error: '451 Try again later',
});

function page(jobs: AdminJob[]): AdminJobsResponse {
  return {
    ...aPage(jobs),
    counts: { queued: 1, retrying: 1, running: 0, failed: 1, completed: 4, cancelled: 0 },
  };
}

const renderJobs = (path = '/admin/jobs') => renderRoutes([{ path: '/admin', children: adminJobsRoutes }], path);

beforeAll(() => import('./pages/admin-jobs-page'), 60_000);

describe('background jobs page', { timeout: 30_000 }, () => {
  it('shows each job: kind, status, attempts and last error, with the count in each state', async () => {
    stubApi({ [`GET ${JOBS}`]: { body: page([aJob(), retrying, failed]) } });
    renderJobs();
    expect(await screen.findByRole('heading', { level: 1, name: 'Background jobs' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]).getByText('Mail delivery')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Queued')).toBeInTheDocument();
    expect(within(rows[1]).getByText('0 of 13')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Retrying')).toBeInTheDocument();
    expect(within(rows[2]).getByText('451 Try again later')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Catalogue import')).toBeInTheDocument();
    expect(within(rows[3]).getByText('connection terminated')).toBeInTheDocument();
    const counts = within(screen.getByRole('group', { name: 'Jobs in each state' }));
    expect(counts.getByText('Failed: 1')).toBeInTheDocument();
    expect(counts.getByText('Completed: 4')).toBeInTheDocument();
    // Only a failed job can be run again.
    expect(screen.getAllByRole('button', { name: /Run the failed/ })).toHaveLength(1);
  });

  it('asks the server for the chosen status', async () => {
    const calls = stubApi({ [`GET ${JOBS}`]: { body: page([failed]) } });
    renderJobs();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBe('failed'));
  });

  it('runs a failed job again and says so', async () => {
    const calls = stubApi({
      [`GET ${JOBS}`]: { body: page([failed]) },
      [`POST ${JOBS}/${failed.id}/retry`]: {
        body: { message: 'The job will run again shortly.', data: { ...failed, status: 'retrying' } },
      },
    });
    renderJobs();
    await userEvent.click(await screen.findByRole('button', { name: 'Run the failed Catalogue import job again' }));
    expect(await screen.findByText('The job will run again shortly.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === `${JOBS}/${failed.id}/retry`)).toBe(true);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('shows an empty state that leads back to every job', async () => {
    const calls = stubApi({ [`GET ${JOBS}`]: { body: page([]) } });
    renderJobs('/admin/jobs?status=failed');
    expect(await screen.findByText('No jobs here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all jobs' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBeNull());
  });

  it('speaks Bengali', async () => {
    useLanguageStore.setState({ language: 'bn' });
    try {
      stubApi({ [`GET ${JOBS}`]: { body: page([failed]) } });
      renderJobs();
      expect(await screen.findByRole('heading', { level: 1, name: 'ব্যাকগ্রাউন্ড কাজ' })).toBeInTheDocument();
      expect(await screen.findByText('ক্যাটালগ ইমপোর্ট')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'ব্যর্থ ক্যাটালগ ইমপোর্ট কাজটি আবার চালান' })).toBeInTheDocument();
    } finally {
      useLanguageStore.setState({ language: 'en' });
    }
  });
});
