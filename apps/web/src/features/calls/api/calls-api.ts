import { useQuery } from '@tanstack/react-query';
import type { BookingCallsResponse, CallResponse, CurrentCallResponse, IceServersResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

/** `POST /api/api-chat/call-user/{receiverId}/{myId}`: the doctor rings the patient of one of their bookings. */
export function callUser(
  receiverId: number,
  myId: number,
  body: { peerId: string; isVideo: boolean; booking_id: number },
) {
  return api.post<CallResponse>(`/api/api-chat/call-user/${receiverId}/${myId}`, body);
}

/** `POST /api/api-chat/answer-call/{callerId}`; the socket id says which device answered. */
export function answerCall(callerId: number, peerId: string, socketId: string | null) {
  return api.post<CallResponse>(
    `/api/api-chat/answer-call/${callerId}`,
    { peerId },
    { headers: socketId ? { 'x-socket-id': socketId } : {} },
  );
}

/** `POST /api/api-chat/leave-call/{id}` (`id`: the other party): hang up, reject or give up ringing. */
export function leaveCall(otherId: number) {
  return api.post<CallResponse>(`/api/api-chat/leave-call/${otherId}`);
}

/** `GET /api/api-chat/current-call`: a call ringing for this user now (after a reload or reconnection). */
export function getCurrentCall() {
  return api.get<CurrentCallResponse>('/api/api-chat/current-call');
}

/** `GET /api/api-chat/ice-servers`: STUN/TURN with fresh short-lived credentials, asked before each call. */
export function getIceServers() {
  return api.get<IceServersResponse>('/api/api-chat/ice-servers');
}

export const bookingCallsKey = (bookingId: number) => ['calls', 'booking', bookingId] as const;

/** `GET /api/api-chat/booking-calls/{id}`: the booking's call log, newest first. */
export function useBookingCalls(bookingId: number) {
  return useQuery({
    queryKey: bookingCallsKey(bookingId),
    queryFn: ({ signal }) => api.get<BookingCallsResponse>(`/api/api-chat/booking-calls/${bookingId}`, { signal }),
  });
}
