import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CALL_EVENTS,
  CALL_RESUME_EVENT,
  CALL_SIGNAL_EVENT,
  type CallEventPayload,
  type CurrentCall,
} from '@nirog/contracts';
import { logIn, stubApi } from '../../../test/api';
import { FakePeerConnection } from '../../../test/fake-peer-connection';
import { sockets } from '../../../test/fake-socket';
import { renderWithProviders } from '../../../test/render';
import { useRealtimeConnection } from '../../lib/realtime';
import { useLanguageStore } from '../../stores/language';
import { useSessionStore } from '../../stores/session';
import { hangUp, startCall, useCallStore } from './call-store';
import { CallLayer } from './components/call-layer';

const ME = 7;
const ring: CallEventPayload = { from: 3, callerName: 'Dr. Karim', peerId: 'p1', isVideo: true, avatar: null };

function App() {
  useRealtimeConnection();
  return <CallLayer />;
}

describe('the call layer', { timeout: 30_000 }, () => {
  let calls: ReturnType<typeof stubApi>;
  let current: CurrentCall | null;
  const play = vi.fn(() => Promise.resolve());

  beforeEach(() => {
    sockets.length = 0;
    current = null;
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    calls = stubApi({
      'POST /api/broadcasting/auth': { body: { channel: `private-user.${ME}` } },
      'GET /api/api-chat/current-call': () => ({ body: { call: current } }),
      [`POST /api/api-chat/leave-call/${ring.from}`]: {
        body: { status: 'success', call_id: 5, call_status: 'rejected' },
      },
    });
    logIn({ id: ME });
  });
  afterEach(() => {
    act(() => useSessionStore.getState().signOut());
    useCallStore.setState({ notice: null });
    vi.restoreAllMocks();
  });

  async function connected() {
    renderWithProviders(<App />);
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0].serverConnects('sock-1'));
    return sockets[0];
  }

  it('rings with the looping ringtone; the caller giving up leaves "Missed Call"', async () => {
    const socket = await connected();
    act(() => socket.serverEmits(CALL_EVENTS.join, ring));
    const dialog = await screen.findByRole('dialog', { name: 'Incoming video call' });
    expect(dialog).toHaveTextContent('Dr. Karim is calling you');
    expect(play).toHaveBeenCalled();
    const audio = play.mock.contexts.at(-1) as unknown as HTMLAudioElement;
    expect(audio.loop).toBe(true);
    expect(audio.src).toMatch(/\/storage\/sounds\/ringtone\.wav$/);

    act(() => socket.serverEmits(CALL_EVENTS.leave, ring));
    const missed = await screen.findByRole('dialog', { name: 'Missed Call' });
    expect(missed).toHaveTextContent('You missed a call from Dr. Karim.');
    expect(screen.queryByRole('dialog', { name: 'Incoming video call' })).not.toBeInTheDocument();
  });

  it('stops ringing without a word when another of my devices answered', async () => {
    const socket = await connected();
    act(() => socket.serverEmits(CALL_EVENTS.join, ring));
    await screen.findByRole('dialog', { name: 'Incoming video call' });
    act(() => socket.serverEmits(CALL_EVENTS.leave, { ...ring, from: ME }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useCallStore.getState()).toMatchObject({ phase: null, notice: null });
  });

  it('rings again after a reconnection while the call still rings (current-call)', async () => {
    current = {
      call_id: 5,
      status: 'ringing',
      booking_id: 9,
      role: 'receiver',
      peer: { ...ring, isVideo: false },
      ring_expires_at: new Date(Date.now() + 30_000).toISOString(),
      answered_at: null,
    };
    await connected();
    expect(await screen.findByRole('dialog', { name: 'Incoming audio call' })).toHaveTextContent('Dr. Karim');
  });

  describe('after a reload during an answered call', () => {
    beforeEach(() => {
      current = {
        call_id: 6,
        status: 'answered',
        booking_id: 9,
        role: 'receiver',
        peer: ring,
        ring_expires_at: new Date().toISOString(),
        answered_at: new Date().toISOString(),
      };
    });
    afterEach(() => sessionStorage.clear());
    const left = () => calls.filter((c) => c.path === `/api/api-chat/leave-call/${ring.from}`).length;

    it('the tab that held the call ends it for both (its media are gone): "Call Ended"', async () => {
      sessionStorage.setItem('nirog.call', '6');
      await connected();
      expect(await screen.findByRole('dialog', { name: 'Call Ended' })).toBeInTheDocument();
      expect(left()).toBe(1);
      expect(sessionStorage.getItem('nirog.call')).toBeNull();
    });

    it('another tab of the same user leaves the call alone', async () => {
      await connected();
      await waitFor(() => expect(calls.some((c) => c.path === '/api/api-chat/current-call')).toBe(true));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(left()).toBe(0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('rejects: the caller is told through leave-call', async () => {
    const socket = await connected();
    act(() => socket.serverEmits(CALL_EVENTS.join, ring));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.some((c) => c.path === `/api/api-chat/leave-call/${ring.from}`)).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Incoming video call' })).not.toBeInTheDocument();
  });

  describe("the doctor's call that rings out", () => {
    const patient: CallEventPayload = { from: 3, callerName: 'Rahima Begum', peerId: '', isVideo: false, avatar: null };
    const calling = async () => {
      const socket = await connected();
      act(() => useCallStore.setState({ phase: 'calling', peer: patient, callId: 5, isVideo: false }));
      return socket;
    };
    const me = { from: ME, callerName: 'Dr. Karim', peerId: 'p1', isVideo: false, avatar: null };

    it('says the patient did not answer when the ring timed out, not "Call Ended"', async () => {
      const socket = await calling();
      act(() => socket.serverEmits(CALL_EVENTS.leave, { ...me, reason: 'missed' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rahima Begum did not answer' });
      expect(dialog).toHaveTextContent('You can call again in a few minutes.');
      expect(useCallStore.getState().phase).toBeNull();
      expect(screen.queryByRole('dialog', { name: 'Call Ended' })).not.toBeInTheDocument();
    });

    it('says the patient declined when they rejected it', async () => {
      const socket = await calling();
      act(() => socket.serverEmits(CALL_EVENTS.leave, { ...patient, peerId: 'p', reason: 'declined' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rahima Begum declined the call' });
      expect(dialog).toHaveTextContent('You can call again in a few minutes.');
    });

    it('says "Call Ended" when the server gives no reason', async () => {
      const socket = await calling();
      act(() => socket.serverEmits(CALL_EVENTS.leave, me));
      expect(await screen.findByRole('dialog', { name: 'Call Ended' })).toBeInTheDocument();
    });

    it('in Bengali', async () => {
      useLanguageStore.setState({ language: 'bn' });
      try {
        const socket = await calling();
        act(() => socket.serverEmits(CALL_EVENTS.leave, { ...me, reason: 'missed' }));
        const dialog = await screen.findByRole('dialog', { name: 'Rahima Begum কল ধরেননি' });
        expect(dialog).toHaveTextContent('কয়েক মিনিট পরে আবার কল করতে পারেন।');
        act(() => useCallStore.setState({ notice: null }));
        act(() => useCallStore.setState({ phase: 'calling', peer: patient, callId: 6 }));
        act(() => socket.serverEmits(CALL_EVENTS.leave, { ...patient, reason: 'declined' }));
        expect(await screen.findByRole('dialog', { name: 'Rahima Begum কলটি প্রত্যাখ্যান করেছেন' })).toBeInTheDocument();
      } finally {
        useLanguageStore.setState({ language: 'en' });
      }
    });
  });

  describe('when the socket comes back during a call (the network changed)', () => {
    const track = { kind: 'audio', stop: () => undefined };
    beforeEach(() => {
      vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
      vi.stubGlobal('MediaStream', class {});
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: { getUserMedia: () => Promise.resolve({ getTracks: () => [track] }) },
      });
      calls = stubApi({
        'POST /api/broadcasting/auth': { body: { channel: `private-user.${ME}` } },
        'GET /api/api-chat/current-call': { body: { call: null } },
        'GET /api/api-chat/ice-servers': { body: { ice_servers: [] } },
        [`POST /api/api-chat/answer-call/${ring.from}`]: {
          body: { status: 'success', call_id: 5, call_status: 'answered' },
        },
        [`POST /api/api-chat/call-user/${ring.from}/${ME}`]: {
          body: { status: 'success', call_id: 8, call_status: 'ringing' },
        },
        [`POST /api/api-chat/leave-call/${ring.from}`]: {
          body: { status: 'success', call_id: 5, call_status: 'ended' },
        },
      });
    });
    afterEach(async () => {
      await act(() => hangUp());
      FakePeerConnection.made.length = 0;
      Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
      vi.unstubAllGlobals();
    });
    const sent = (socket: (typeof sockets)[number], event: string) =>
      socket.emitted.filter((e) => e.event === event).map((e) => e.payload);

    it("the patient's device takes the call to its new socket, naming the one it answered on", async () => {
      const socket = await connected();
      act(() => socket.serverEmits(CALL_EVENTS.join, ring));
      await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
      await waitFor(() => expect(FakePeerConnection.made).toHaveLength(1));
      expect(useCallStore.getState()).toMatchObject({ phase: 'received', callId: 5 });

      act(() => socket.serverConnects('sock-2'));
      await waitFor(() => expect(sent(socket, CALL_RESUME_EVENT)).toHaveLength(1));
      expect(sent(socket, CALL_RESUME_EVENT)[0]).toEqual({ call_id: 5, previous_socket_id: 'sock-1' });
      // The receiver does not offer itself: the server asks the caller to.
      expect(FakePeerConnection.made[0].iceRestarts).toBe(0);

      // A second change of network: the call is now held on sock-2.
      act(() => socket.serverConnects('sock-3'));
      await waitFor(() => expect(sent(socket, CALL_RESUME_EVENT)).toHaveLength(2));
      expect(sent(socket, CALL_RESUME_EVENT)[1]).toEqual({ call_id: 5, previous_socket_id: 'sock-2' });
      expect(useCallStore.getState().phase).toBe('received');
      expect(calls.some((c) => c.path === '/api/api-chat/current-call' && c.method === 'GET')).toBe(true);
    });

    it("the doctor's side offers again with an ICE restart on its own reconnection and when asked", async () => {
      const socket = await connected();
      await act(() => startCall({ id: ring.from, name: 'Rahima Begum', avatar: null }, 9, false));
      await waitFor(() => expect(useCallStore.getState().callId).toBe(8));
      act(() => socket.serverEmits(CALL_EVENTS.accepted, { ...ring, peerId: 'patient-page' }));
      await waitFor(() => expect(sent(socket, CALL_SIGNAL_EVENT)).toHaveLength(1));
      const pc = FakePeerConnection.made[0];
      act(() =>
        socket.serverEmits(CALL_SIGNAL_EVENT, {
          call_id: 8,
          from: ring.from,
          description: { type: 'answer', sdp: 'a' },
        }),
      );
      await waitFor(() => expect(pc.signalingState).toBe('stable'));

      act(() => socket.serverConnects('sock-2'));
      await waitFor(() => expect(pc.iceRestarts).toBe(1));
      await waitFor(() => expect(sent(socket, CALL_SIGNAL_EVENT)).toHaveLength(2));
      expect(sent(socket, CALL_RESUME_EVENT)).toEqual([]);

      // The patient's device resumed on a new socket: the offer in flight (lost) goes again.
      act(() => socket.serverEmits(CALL_SIGNAL_EVENT, { call_id: 8, from: ring.from, restart: true }));
      await waitFor(() => expect(sent(socket, CALL_SIGNAL_EVENT)).toHaveLength(3));
      expect(sent(socket, CALL_SIGNAL_EVENT)[2]).toEqual({
        call_id: 8,
        description: { type: 'offer', sdp: 'offer-sdp' },
      });
    });
  });

  it('says the browser cannot call when it lacks camera access or WebRTC', async () => {
    const socket = await connected();
    act(() => socket.serverEmits(CALL_EVENTS.join, ring));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByRole('dialog', { name: 'This browser does not support audio and video calls' }),
    ).toBeInTheDocument();
  });

  it('asks, blocking, to allow the camera and microphone when they were refused, and reloads once confirmed', async () => {
    const reload = vi.fn();
    vi.stubGlobal('RTCPeerConnection', class {});
    vi.stubGlobal('location', { ...window.location, reload });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    try {
      const socket = await connected();
      act(() => socket.serverEmits(CALL_EVENTS.join, ring));
      await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
      const dialog = await screen.findByRole('dialog', { name: 'Allow your camera and microphone' });
      expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'I have allowed them' }));
      expect(reload).toHaveBeenCalled();
      expect(dialog).toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
      vi.unstubAllGlobals();
    }
  });

  it('speaks Bengali', async () => {
    useLanguageStore.setState({ language: 'bn' });
    try {
      const socket = await connected();
      act(() => socket.serverEmits(CALL_EVENTS.join, ring));
      expect(await screen.findByRole('dialog', { name: 'ভিডিও কল আসছে' })).toHaveTextContent(
        'Dr. Karim আপনাকে কল করছেন',
      );
      expect(screen.getByRole('button', { name: 'গ্রহণ করুন' })).toBeInTheDocument();
    } finally {
      useLanguageStore.setState({ language: 'en' });
    }
  });
});
