import { RINGTONE_PATH } from '@nirog/contracts';
import { writePublicFile } from './public-files';

/** The ring: two tones mixed (Hz), on-off cadence (seconds), as a telephone rings. */
export const RING = {
  sampleRate: 16_000,
  tones: [400, 450],
  cadence: [
    { on: true, seconds: 0.4 },
    { on: false, seconds: 0.2 },
    { on: true, seconds: 0.4 },
    { on: false, seconds: 2 },
  ],
  /** Peak of the mix, below full scale. */
  amplitude: 0.6,
  /** Fade in and out of each burst, so it does not click. */
  fadeSeconds: 0.01,
} as const;

/**
 * One ring of the incoming-call ringtone as a 16-bit mono PCM WAV, synthesised here (no sound file is
 * downloaded or committed); the web loops it while a call rings.
 */
export function ringtoneWav(): Buffer {
  const { sampleRate, tones, cadence, amplitude, fadeSeconds } = RING;
  const total = Math.round(cadence.reduce((sum, part) => sum + part.seconds, 0) * sampleRate);
  const pcm = Buffer.alloc(total * 2);
  const fade = Math.round(fadeSeconds * sampleRate);
  let at = 0;
  for (const part of cadence) {
    const length = Math.round(part.seconds * sampleRate);
    for (let i = 0; i < length && at + i < total; i += 1) {
      let value = 0;
      if (part.on) {
        const t = (at + i) / sampleRate;
        const envelope = Math.min(1, i / fade, (length - 1 - i) / fade);
        const mix = tones.reduce((sum, hz) => sum + Math.sin(2 * Math.PI * hz * t), 0) / tones.length;
        value = Math.round(mix * envelope * amplitude * 32767);
      }
      pcm.writeInt16LE(value, (at + i) * 2);
    }
    at += length;
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** Writes the ringtone under public storage (served at `/storage/sounds/ringtone.wav`). */
export function writeRingtone(storageDir: string): void {
  writePublicFile(storageDir, RINGTONE_PATH, ringtoneWav());
}
