import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DoctorBooking, EPrescription } from '@nirog/contracts';
import { logIn, stubApi, type StubbedRequest } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { browserFiles } from '../../lib/api-client';
import { PrescriptionTool } from './components/prescription-tool';

function aConsultation(overrides: Partial<DoctorBooking> = {}): DoctorBooking {
  return {
    id: 41,
    kind: 'video',
    status: 'Ready',
    appointment_status_style: 'info',
    user: { id: 7, name: 'Rahima Khatun', phone: null, email: 'rahima@example.com', avatar: null },
    name: 'Rahima Khatun',
    dob: '1990-04-12',
    patient_age: 36,
    gender: 'female',
    country: 'Bangladesh',
    city: 'Dhaka',
    occupation: 'Teacher',
    patient_type: 'New',
    disease_about: 'Fever and cough',
    serial_no: null,
    app_date: null,
    app_time: null,
    time_zone: 'Asia/Dhaka',
    total_amount: 500,
    payment_status: 'Paid',
    created_at: '2026-11-27T04:00:00.000Z',
    can_complete: true,
    india: null,
    prescription: null,
    ...overrides,
  };
}

const savedVersion = (version: number, over: Partial<EPrescription> = {}): EPrescription => ({
  id: version,
  booking_id: 41,
  version,
  created_at: '2026-11-27T05:00:00.000Z',
  follow_up: '7 days',
  follow_up_date: '2026-12-04',
  prescription_items: [{ medicine_name: 'Napa Extend 665 mg', dosage_instructions: '1+0+1', duration: '7 days' }],
  prescription_complains: [],
  prescription_diagnosis: [],
  prescription_advices: [{ title: 'Drink plenty of water' }],
  ...over,
});

const medicineRows = () => screen.getAllByRole('group', { name: /^Medicine \d/ });

describe('the prescription form', () => {
  it('keeps one medicine row: delete hidden with one row, add on the last row only', async () => {
    logIn();
    stubApi({});
    renderWithProviders(<PrescriptionTool booking={aConsultation()} />);
    expect(await screen.findByText('No prescription written yet.')).toBeInTheDocument();
    expect(medicineRows()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove medicine 1' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add medicine' }));
    const [first, second] = medicineRows();
    expect(within(first).queryByRole('button', { name: 'Add medicine' })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Add medicine' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Remove medicine 1' })).toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: 'Remove medicine 1' }));
    expect(medicineRows()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Remove medicine/ })).not.toBeInTheDocument();
  });

  it('asks for every medicine field before sending anything', async () => {
    logIn();
    const calls = stubApi({});
    renderWithProviders(<PrescriptionTool booking={aConsultation()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save prescription' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's errors under the row they belong to", async () => {
    logIn();
    stubApi({
      'POST /api/doctor/prescription/store/41': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { 'items.1.duration': ['The duration may not be greater than 80 characters.'] },
        },
      },
    });
    renderWithProviders(<PrescriptionTool booking={aConsultation({ prescription: savedVersion(1) })} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add medicine' }));
    const second = medicineRows()[1];
    await userEvent.type(within(second).getByRole('combobox', { name: /Medicine name/ }), 'Fexo 120 mg');
    await userEvent.type(within(second).getByRole('textbox', { name: /Dosage instructions/ }), '0+0+1');
    await userEvent.type(within(second).getByRole('textbox', { name: /Duration/ }), 'x'.repeat(5));
    await userEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(
      await within(medicineRows()[1]).findByText('The duration may not be greater than 80 characters.'),
    ).toBeInTheDocument();
    expect(within(medicineRows()[0]).queryByText(/may not be greater/)).not.toBeInTheDocument();
  });

  it('saves: sends the rows (blank notes left out) and shows the saved version', async () => {
    logIn();
    const calls = stubApi({
      'POST /api/doctor/prescription/store/41': (request: StubbedRequest) => ({
        body: {
          status: 'success',
          message: 'Prescription successfully saved.',
          prescription: savedVersion(2, {
            prescription_items: (request.body as { items: EPrescription['prescription_items'] }).items,
          }),
        },
      }),
    });
    renderWithProviders(<PrescriptionTool booking={aConsultation({ prescription: savedVersion(1) })} />);
    expect(await screen.findByText(/Version 1, saved/)).toBeInTheDocument();
    const [row] = medicineRows();
    const dosage = within(row).getByRole('textbox', { name: /Dosage instructions/ });
    await userEvent.clear(dosage);
    await userEvent.type(dosage, '1+1+1 after meals');
    await userEvent.type(screen.getByRole('textbox', { name: 'Complaint 1' }), 'Fever for three days');
    await userEvent.click(screen.getByRole('button', { name: 'Save correction' }));

    expect(await screen.findByText(/Version 2, saved/)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      items: [{ medicine_name: 'Napa Extend 665 mg', dosage_instructions: '1+1+1 after meals', duration: '7 days' }],
      follow_up: '7 days',
      complains: [{ title: 'Fever for three days' }],
      diagnoses: [],
      advices: [{ title: 'Drink plenty of water' }],
    });
  });

  it("suggests the shop's medicines as the doctor types", async () => {
    logIn();
    const calls = stubApi({
      'GET /api/doctor/prescription/medicine-suggestions': {
        body: { data: [{ name: 'Napa Extend 665 mg', form: 'Tablet', generics: ['Paracetamol'] }] },
      },
    });
    renderWithProviders(<PrescriptionTool booking={aConsultation()} />);
    await userEvent.type(await screen.findByRole('combobox', { name: /Medicine name/ }), 'nap');
    await userEvent.click(await screen.findByRole('option', { name: /Napa Extend 665 mg/ }));
    expect(screen.getByRole('combobox', { name: /Medicine name/ })).toHaveValue('Napa Extend 665 mg');
    await waitFor(() => expect(calls.map((c) => c.query.get('keyword'))).toContain('nap'));
  });

  it('is not offered on a consultation still awaiting payment', () => {
    logIn();
    stubApi({});
    renderWithProviders(<PrescriptionTool booking={aConsultation({ status: 'Pending' })} />);
    expect(screen.queryByRole('heading', { name: 'Prescription' })).not.toBeInTheDocument();
  });

  it('lets the doctor download the saved version as the patient gets it', async () => {
    logIn();
    const save = vi.spyOn(browserFiles, 'save').mockImplementation(() => {});
    const calls = stubApi({ 'GET /api/auth/prescription/41/download-pdf': { body: {} } });
    const { unmount } = renderWithProviders(<PrescriptionTool booking={aConsultation()} />);
    expect(await screen.findByText('No prescription written yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<PrescriptionTool booking={aConsultation({ prescription: savedVersion(1) })} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][1]).toBe('prescription-41.pdf');
    expect(calls.map((c) => c.path)).toContain('/api/auth/prescription/41/download-pdf');
    save.mockRestore();
  });
});
