import type { CallSignal, IceServer, RelayedCallSignal } from '@nirog/contracts';

export interface CallConnectionOptions {
  callId: number;
  /** The polite side gives way when both offer at once (perfect negotiation): the receiver. */
  polite: boolean;
  iceServers: IceServer[];
  localStream: MediaStream;
  send: (signal: CallSignal) => void;
  onRemoteStream: (stream: MediaStream) => void;
  onStateChange: (state: RTCPeerConnectionState) => void;
}

/**
 * One call's RTCPeerConnection with the "perfect negotiation" pattern: either side may (re)negotiate at any
 * time, an offer collision is settled by politeness, and a failed ICE path is restarted without hanging up.
 * Signals travel over the app's own socket (`send`, `handle`).
 */
export class CallConnection {
  readonly pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private readonly remote = new MediaStream();

  constructor(private readonly options: CallConnectionOptions) {
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers });
    for (const track of options.localStream.getTracks()) this.pc.addTrack(track, options.localStream);
    this.pc.ontrack = ({ track }) => {
      this.remote.addTrack(track);
      options.onRemoteStream(this.remote);
    };
    this.pc.onnegotiationneeded = async () => {
      // The impolite side (the caller) opens the connection with its offer; the polite side offers only to
      // renegotiate once it has one. When both first offers crossed, Chromium's polite side rolled its own back
      // to answer and then gathered no ICE candidate for that answer: its connection stayed `new`, no media.
      if (options.polite && !this.pc.remoteDescription) return;
      try {
        this.makingOffer = true;
        await this.pc.setLocalDescription();
        this.sendDescription();
      } catch {
        // A negotiation overtaken by the other side's offer: that one goes on.
      } finally {
        this.makingOffer = false;
      }
    };
    this.pc.onicecandidate = ({ candidate }) => {
      if (candidate) options.send({ call_id: options.callId, candidate: candidate.toJSON() as never });
    };
    this.pc.oniceconnectionstatechange = () => {
      if (this.pc.iceConnectionState === 'failed') this.pc.restartIce();
    };
    this.pc.onconnectionstatechange = () => options.onStateChange(this.pc.connectionState);
  }

  private sendDescription() {
    const description = this.pc.localDescription;
    if (description)
      this.options.send({
        call_id: this.options.callId,
        description: { type: description.type, sdp: description.sdp },
      });
  }

  /** Signals are applied one after another: a candidate must not overtake the description it belongs to. */
  private applying: Promise<void> = Promise.resolve();

  /** A signal from the other party: a description (answering an offer) or an ICE candidate. */
  handle(signal: RelayedCallSignal): Promise<void> {
    const applied = this.applying.then(() => this.apply(signal));
    this.applying = applied.catch(() => undefined);
    return applied;
  }

  private async apply(signal: RelayedCallSignal): Promise<void> {
    if (signal.description) {
      const description = signal.description as RTCSessionDescriptionInit;
      const collision = description.type === 'offer' && (this.makingOffer || this.pc.signalingState !== 'stable');
      this.ignoreOffer = !this.options.polite && collision;
      if (this.ignoreOffer) return;
      await this.pc.setRemoteDescription(description);
      if (description.type === 'offer') {
        await this.pc.setLocalDescription();
        this.sendDescription();
      }
    } else if (signal.candidate) {
      try {
        await this.pc.addIceCandidate(signal.candidate as RTCIceCandidateInit);
      } catch (err) {
        // Candidates of an offer we ignored fail to apply; any other failure is real.
        if (!this.ignoreOffer) throw err;
      }
    }
  }

  /**
   * Offer again with an ICE restart, after the signalling path was lost for a while: an offer still waiting for
   * its answer was lost with it and is sent again; otherwise a new offer restarts ICE.
   */
  offerAgain(): void {
    if (this.pc.signalingState === 'have-local-offer') this.sendDescription();
    else this.pc.restartIce();
  }

  /** Audio only on a weak network: the camera stops and no video is sent, the call goes on. */
  async dropVideo(tellOtherSide = true): Promise<void> {
    for (const sender of this.pc.getSenders()) {
      if (sender.track?.kind === 'video') {
        sender.track.stop();
        await sender.replaceTrack(null);
      }
    }
    if (tellOtherSide) this.options.send({ call_id: this.options.callId, video: false });
  }

  close(): void {
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }
}
