import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallSignal } from '@nirog/contracts';
import { FakePeerConnection } from '../../../test/fake-peer-connection';
import { CallConnection } from './call-connection';

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

  it('offers again after the signalling path was lost: the offer still unanswered, else an ICE restart', async () => {
    const { conn, sent, pc } = connection(false);
    await flush();
    // The first offer went out and no answer came (it was lost with the socket): the same offer again.
    conn.offerAgain();
    expect(sent).toEqual([
      { call_id: 9, description: { type: 'offer', sdp: 'offer-sdp' } },
      { call_id: 9, description: { type: 'offer', sdp: 'offer-sdp' } },
    ]);
    expect(pc.iceRestarts).toBe(0);
    // Answered (stable): a new offer that restarts ICE.
    await conn.handle({ call_id: 9, from: 3, description: { type: 'answer', sdp: 'receiver-answer' } });
    conn.offerAgain();
    await flush();
    expect(pc.iceRestarts).toBe(1);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toEqual({ call_id: 9, description: { type: 'offer', sdp: 'offer-sdp' } });
  });
});
