/** Just enough of RTCPeerConnection to follow the negotiation (jsdom has none); stub it with vi.stubGlobal. */
export class FakePeerConnection {
  static made: FakePeerConnection[] = [];
  signalingState: RTCSignalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  iceRestarts = 0;
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
  restartIce() {
    this.iceRestarts += 1;
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
