import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallSignal } from '@nirog/contracts';
import { CallConnection } from './call-connection';

/** Just enough of RTCPeerConnection to follow the negotiation (jsdom has none). */
class FakePeerConnection {
  static made: FakePeerConnection[] = [];
  signalingState: RTCSignalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  onnegotiationneeded: (() => Promise<void>) | null = null;
  onicecandidate = null;
  oniceconnectionstatechange = null;
  onconnectionstatechange = null;
  ontrack = null;
  constructor() {
    FakePeerConnection.made.push(this);
  }
  addTrack() {
    // Chromium: adding a track makes negotiation needed.
    queueMicrotask(() => void this.onnegotiationneeded?.());
  }
  async setLocalDescription() {
    const answering = this.signalingState === 'have-remote-offer';
    this.localDescription = answering ? { type: 'answer', sdp: 'answer-sdp' } : { type: 'offer', sdp: 'offer-sdp' };
    this.signalingState = answering ? 'stable' : 'have-local-offer';
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  close() {}
}

function connection(polite: boolean) {
  const sent: CallSignal[] = [];
  const track = { kind: 'audio' } as MediaStreamTrack;
  const conn = new CallConnection({
    callId: 9,
    polite,
    iceServers: [],
    localStream: { getTracks: () => [track] } as unknown as MediaStream,
    send: (signal) => sent.push(signal),
    onRemoteStream: () => undefined,
    onStateChange: () => undefined,
  });
  return { conn, sent, pc: FakePeerConnection.made.at(-1)! };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a call connection', () => {
  beforeEach(() => {
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    vi.stubGlobal('MediaStream', class {});
  });
  afterEach(() => {
    FakePeerConnection.made.length = 0;
  });

  it('on the caller (impolite) side opens the negotiation with an offer', async () => {
    const { sent } = connection(false);
    await flush();
    expect(sent).toEqual([{ call_id: 9, description: { type: 'offer', sdp: 'offer-sdp' } }]);
  });

  it("on the receiver (polite) side waits for the caller's offer and answers it (no crossing first offers)", async () => {
    const { conn, sent, pc } = connection(true);
    await flush();
    expect(sent).toEqual([]);
    expect(pc.signalingState).toBe('stable');
    await conn.handle({ call_id: 9, from: 3, description: { type: 'offer', sdp: 'caller-offer' } });
    expect(sent).toEqual([{ call_id: 9, description: { type: 'answer', sdp: 'answer-sdp' } }]);
    // Once connected, the receiver may renegotiate (an ICE restart, a track change).
    await pc.onnegotiationneeded?.();
    expect(sent.at(-1)).toEqual({ call_id: 9, description: { type: 'offer', sdp: 'offer-sdp' } });
  });
});
