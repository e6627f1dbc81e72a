import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DoctorBooking } from '@nirog/contracts';
import { logIn, stubApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { CallsTool } from './components/calls-tool';

function aConsultation(status: DoctorBooking['status']): DoctorBooking {
  return {
    id: 31,
    kind: 'video',
    status,
    appointment_status_style: status === 'Ready' ? 'info' : 'success',
    user: { id: 7, name: 'Tanvir Ahmed', phone: '01711000101', email: 'patient@nirog.test', avatar: null },
    name: 'Tanvir Ahmed',
    dob: '1990-04-14',
    patient_age: 36,
    gender: 'male',
    country: 'Bangladesh',
    city: 'Dhaka',
    occupation: 'Bank officer',
    patient_type: 'New',
    disease_about: 'Fever and cough for three days',
    serial_no: null,
    app_date: null,
    app_time: null,
    time_zone: 'Asia/Dhaka',
    total_amount: 540,
    payment_status: 'Paid',
    created_at: '2026-11-29T07:27:35.976Z',
    can_complete: status === 'Ready',
    india: null,
    prescription: null,
  };
}

describe("the doctor's Call Now on a booking", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('rings the patient of a Ready booking (video, or audio only)', async () => {
    stubApi({ 'GET /api/api-chat/booking-calls/31': { body: { data: [] } } });
    logIn({ id: 3 });
    renderWithProviders(<CallsTool booking={aConsultation('Ready')} />);
    expect(await screen.findByRole('button', { name: 'Call Now' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Audio only call' })).toBeEnabled();
  });

  it('offers no call once the booking is Completed (the server refuses it), and keeps its call log', async () => {
    stubApi({ 'GET /api/api-chat/booking-calls/31': { body: { data: [] } } });
    logIn({ id: 3 });
    renderWithProviders(<CallsTool booking={aConsultation('Completed')} />);
    expect(await screen.findByText('No calls yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Call Now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Audio only call' })).toBeNull();
  });
});
