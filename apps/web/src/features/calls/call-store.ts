import { create } from 'zustand';
import {
  CALL_EVENTS,
  CALL_RESUME_EVENT,
  CALL_SIGNAL_EVENT,
  type CallEventPayload,
  type CallSignal,
  type LeaveCallEventPayload,
  type RelayedCallSignal,
} from '@nirog/contracts';
import { ApiError } from '../../lib/api-client';
import { emitRealtime, onRealtimeEvent, onRealtimeJoined, realtimeSocketId } from '../../lib/realtime';
import { readTabCall, rememberTabCall } from '../../lib/storage';
import { useSessionStore } from '../../stores/session';
import { answerCall, callUser, getCurrentCall, getIceServers, leaveCall } from './api/calls-api';
import { CallConnection } from './call-connection';
import { startRingtone, stopRingtone } from './ringtone';

/** Spec 1 section 4 "Call status", plus `calling` while the doctor's call rings out. */
export type CallPhase = 'calling' | 'ringing' | 'received';
/**
 * What is told once a call is over or cannot start: the receiver's missed call, the caller's call that was not
 * answered or was declined (`name`: the receiver), an ended call, and why a call cannot start.
 */
export type CallNotice =
  | { kind: 'missed'; caller: string }
  | { kind: 'unanswered'; name: string }
  | { kind: 'declined'; name: string }
  | { kind: 'ended' }
  | { kind: 'permission' }
  | { kind: 'unsupported' };

export interface CallState {
  phase: CallPhase | null;
  callId: number | null;
  /** The other party as the call events carry them (`from` is their user id). */
  peer: CallEventPayload | null;
  isVideo: boolean;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  /** Whether the other side still sends video (false once they dropped to audio only). */
  remoteVideo: boolean;
  connection: RTCPeerConnectionState | null;
  /** When the media first connected (the overlay's call timer). */
  connectedAt: number | null;
  notice: CallNotice | null;
  /** The last incoming call, kept after it ends so the closing dialog does not go blank. */
  incoming: CallEventPayload | null;
}

const idle: Omit<CallState, 'notice' | 'incoming'> = {
  phase: null,
  callId: null,
  peer: null,
  isVideo: false,
  localStream: null,
  remoteStream: null,
  remoteVideo: true,
  connection: null,
  connectedAt: null,
};

export const useCallStore = create<CallState>(() => ({ ...idle, notice: null, incoming: null }));
const set = useCallStore.setState;
const get = useCallStore.getState;

/** This page's id in the call events (`peerId`); the media itself is matched by the call id. */
const pageId = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());
let connection: CallConnection | null = null;
/** The socket this device answered the ringing call on (the receiver's side); its signals go there. */
let answeredOn: string | null = null;
let failedTimer: ReturnType<typeof setTimeout> | null = null;
/** How long a connection may stay failed (ICE restarts under way) before the call is given up. */
const GIVE_UP_MS = 20_000;

const myId = () => useSessionStore.getState().user?.id ?? null;

export function mediaSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof RTCPeerConnection !== 'undefined'
  );
}

/** Camera and microphone first (spec: permission is asked first); null when refused or unsupported. */
async function getMedia(video: boolean): Promise<MediaStream | null> {
  if (!mediaSupported()) {
    set({ notice: { kind: 'unsupported' } });
    return null;
  }
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: true, video });
  } catch (err) {
    const name = (err as DOMException).name;
    // No camera (or it is busy): the call goes on with the microphone alone.
    if (video && (name === 'NotFoundError' || name === 'NotReadableError' || name === 'OverconstrainedError'))
      return getMedia(false);
    set({ notice: { kind: name === 'NotAllowedError' || name === 'SecurityError' ? 'permission' : 'unsupported' } });
    return null;
  }
}

/** Ends the call on this device: ringing stops, the connection closes and local tracks stop. */
function finish(notice: CallNotice | null) {
  pendingSignals.length = 0;
  answeredOn = null;
  rememberTabCall(null);
  stopRingtone();
  if (failedTimer) clearTimeout(failedTimer);
  failedTimer = null;
  connection?.close();
  connection = null;
  get()
    .localStream?.getTracks()
    .forEach((track) => track.stop());
  set({ ...idle, notice });
}

function send(signal: CallSignal) {
  emitRealtime(CALL_SIGNAL_EVENT, signal).catch(() => undefined);
}

async function connect(callId: number, polite: boolean) {
  const localStream = get().localStream;
  if (!localStream || connection) return;
  const { ice_servers } = await getIceServers().catch(() => ({ ice_servers: [] }));
  if (get().callId !== callId || connection) return;
  connection = new CallConnection({
    callId,
    polite,
    iceServers: ice_servers,
    localStream,
    send,
    onRemoteStream: (stream) => set({ remoteStream: stream }),
    onStateChange: (state) => {
      set({ connection: state, connectedAt: get().connectedAt ?? (state === 'connected' ? Date.now() : null) });
      if (failedTimer) clearTimeout(failedTimer);
      failedTimer = state === 'failed' ? setTimeout(() => void hangUp(), GIVE_UP_MS) : null;
    },
  });
  pendingSignals.splice(0).forEach(onSignal);
}

/** Signals that came before this side's connection existed (the other side was quicker). */
const pendingSignals: RelayedCallSignal[] = [];

/** The doctor's Call Now: media first, then the patient's devices ring. */
export async function startCall(
  patient: { id: number; name: string; avatar: string | null },
  bookingId: number,
  isVideo: boolean,
) {
  const me = myId();
  if (me === null || get().phase) return;
  const localStream = await getMedia(isVideo);
  if (!localStream) return;
  const peer = { from: patient.id, callerName: patient.name, peerId: '', isVideo, avatar: patient.avatar };
  set({ ...idle, phase: 'calling', peer, isVideo, localStream, remoteVideo: isVideo, notice: null });
  try {
    const { call_id } = await callUser(patient.id, me, { peerId: pageId, isVideo, booking_id: bookingId });
    if (get().phase === 'calling') set({ callId: call_id });
    else await leaveCall(patient.id).catch(() => undefined);
  } catch (err) {
    finish(null);
    throw err;
  }
}

/** The patient accepts on this device (the others stop ringing). */
export async function acceptCall() {
  const { peer, isVideo, phase } = get();
  if (phase !== 'ringing' || !peer) return;
  stopRingtone();
  const localStream = await getMedia(isVideo);
  if (!localStream) {
    // The caller is told; this device keeps saying why (permission or unsupported browser).
    finish(get().notice);
    await leaveCall(peer.from).catch(() => undefined);
    return;
  }
  try {
    const socketId = realtimeSocketId();
    const { call_id } = await answerCall(peer.from, pageId, socketId);
    answeredOn = socketId;
    set({ phase: 'received', callId: call_id, localStream, remoteVideo: isVideo });
    rememberTabCall(call_id);
    await connect(call_id, true);
  } catch (err) {
    localStream.getTracks().forEach((track) => track.stop());
    // Answered elsewhere or no longer ringing: the call is over here.
    finish(err instanceof ApiError && err.status === 409 ? { kind: 'ended' } : null);
  }
}

export async function rejectCall() {
  const peer = get().peer;
  finish(null);
  if (peer) await leaveCall(peer.from).catch(() => undefined);
}

/** Either side hangs up (or the doctor gives up ringing). */
export async function hangUp() {
  const peer = get().peer;
  finish(null);
  if (peer) await leaveCall(peer.from).catch(() => undefined);
}

/** Audio only without hanging up: the camera stops, the other side shows the avatars. */
export async function dropVideo() {
  if (!connection) return;
  await connection.dropVideo();
  set({ isVideo: false });
}

export const dismissNotice = () => set({ notice: null });

function onJoin(payload: CallEventPayload) {
  if (get().phase) return;
  set({ ...idle, phase: 'ringing', peer: payload, incoming: payload, isVideo: payload.isVideo, notice: null });
  startRingtone();
}

function onAccepted(payload: CallEventPayload) {
  const { phase, callId, peer } = get();
  if (phase !== 'calling' || !peer || payload.from !== peer.from || callId === null) return;
  set({ phase: 'received', peer: { ...peer, peerId: payload.peerId } });
  rememberTabCall(callId);
  void connect(callId, false);
}

function onLeave(payload: LeaveCallEventPayload) {
  const { phase, peer } = get();
  if (!phase || !peer) return;
  if (phase === 'calling' && (payload.reason === 'missed' || payload.reason === 'declined')) {
    // The doctor's call rang out (the timeout job) or the patient rejected it: say so, not "Call Ended".
    finish({ kind: payload.reason === 'missed' ? 'unanswered' : 'declined', name: peer.callerName });
  } else if (phase === 'ringing') {
    // Answered or rejected on another of this user's devices: just stop ringing. Otherwise the caller gave up.
    finish(payload.from === myId() ? null : { kind: 'missed', caller: peer.callerName });
  } else if (payload.from === peer.from || payload.from === myId()) {
    finish({ kind: 'ended' });
  }
}

function onSignal(signal: RelayedCallSignal) {
  const { callId, peer, phase } = get();
  if (peer?.from !== signal.from) return;
  // The caller hears of the answer (and sends its offer) before this device's answer-call request returns
  // with the call id: keep those first signals until the id is known.
  if (callId === null && phase) {
    pendingSignals.push(signal);
    return;
  }
  if (callId !== signal.call_id) return;
  if (signal.video === false) {
    // The other side dropped to audio only: the whole call does, so neither sends video on a weak path.
    set({ remoteVideo: false, isVideo: false });
    void connection?.dropVideo(false);
  } else if (signal.video) set({ remoteVideo: true });
  else if (signal.restart) connection?.offerAgain();
  else if (connection) void connection.handle(signal);
  else pendingSignals.push(signal);
}

/**
 * After a reload or reconnection: a call still ringing for this user rings again; one this page had started is
 * given up. An answered call this tab held before it reloaded is ended on both sides ("Call Ended"): the reload
 * lost the tab's camera, microphone and connection, and the doctor calls again (a new call is a clean start
 * for both browsers; rejoining would need the receiver's signals routed to the reloaded page's new socket).
 */
async function restore() {
  if (get().phase) return;
  const { call } = await getCurrentCall().catch(() => ({ call: null }));
  if (!call || get().phase) return;
  if (call.status === 'answered') {
    if (readTabCall() !== call.call_id) return;
    rememberTabCall(null);
    await leaveCall(call.peer.from).catch(() => undefined);
    set({ notice: { kind: 'ended' } });
  } else if (call.role === 'receiver') onJoin(call.peer);
  else await leaveCall(call.peer.from).catch(() => undefined);
}

/**
 * The socket came back during a call (the network changed): what either side sent meanwhile was lost. The caller
 * offers again; the receiver's device first moves the call to its new socket (naming the one it answered on),
 * and the server asks the caller to offer again. Refused (the call ended meanwhile): its leave event, or the
 * failed connection's give-up, ends it here.
 */
async function resumeAfterReconnection() {
  const { phase, callId } = get();
  if (phase !== 'received' || callId === null || !connection) return;
  if (answeredOn === null) {
    connection.offerAgain();
    return;
  }
  const socketId = realtimeSocketId();
  if (!socketId || socketId === answeredOn) return;
  const answer = await emitRealtime(CALL_RESUME_EVENT, { call_id: callId, previous_socket_id: answeredOn }).catch(
    () => null,
  );
  if (answer?.ok && get().callId === callId) answeredOn = socketId;
}

/** After a (re)connection of the socket: a call under way goes on, otherwise one ringing rings again. */
function onJoined() {
  if (get().phase === 'received') void resumeAfterReconnection();
  else void restore();
}

/** Subscribes the call events once (the app mounts the call layer once); returns the unsubscribe. */
export function listenForCalls(): () => void {
  const offs = [
    onRealtimeEvent(CALL_EVENTS.join, onJoin),
    onRealtimeEvent(CALL_EVENTS.accepted, onAccepted),
    onRealtimeEvent(CALL_EVENTS.leave, onLeave),
    onRealtimeEvent(CALL_SIGNAL_EVENT, onSignal),
    onRealtimeJoined(onJoined),
  ];
  void restore();
  return () => offs.forEach((off) => off());
}

/** Logging out ends whatever call this page holds. */
export function endCallsOnLogout(): void {
  if (get().phase) finish(null);
}
