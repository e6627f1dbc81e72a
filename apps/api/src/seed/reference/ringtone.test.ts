import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RINGTONE_PATH } from '@nirog/contracts';
import { createTestAppWithDataDir } from '../../../test/helpers';
import { storagePaths } from '../../lib/storage-paths';
import { seedReference } from '../index';
import { RING, ringtoneWav } from './ringtone';

/** Strength of one frequency in a stretch of samples (Goertzel), relative to the stretch's length. */
function power(samples: Int16Array, sampleRate: number, hz: number): number {
  const k = 2 * Math.cos((2 * Math.PI * hz) / sampleRate);
  let s1 = 0;
  let s2 = 0;
  for (const x of samples) {
    const s0 = x / 32768 + k * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  return (s1 * s1 + s2 * s2 - k * s1 * s2) / samples.length ** 2;
}

describe('incoming-call ringtone', async () => {
  const { app, database, dataDir } = await createTestAppWithDataDir();
  const wav = ringtoneWav();
  const rate = RING.sampleRate;
  const samples = new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length));

  it('is a 16-bit mono PCM WAV of one ring cadence (3 s)', () => {
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual([
      1,
      1,
      rate,
      16,
    ]);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(samples.length * 2);
    expect(samples.length / rate).toBeCloseTo(3, 2);
  });

  it('rings 400 and 450 Hz twice, then is silent, without clicks', () => {
    const at = (from: number, to: number) => samples.subarray(Math.round(from * rate), Math.round(to * rate));
    const burst = at(0.05, 0.35);
    expect(power(burst, rate, 400)).toBeGreaterThan(0.01);
    expect(power(burst, rate, 450)).toBeGreaterThan(0.01);
    expect(power(burst, rate, 1000)).toBeLessThan(0.0001);
    expect(power(at(0.65, 0.95), rate, 450)).toBeGreaterThan(0.01);
    expect(Math.max(...at(0.42, 0.58).map(Math.abs))).toBe(0);
    expect(Math.max(...at(1.1, 3).map(Math.abs))).toBe(0);
    // Below full scale, and each burst starts from silence (the fade).
    expect(Math.max(...samples.map(Math.abs))).toBeLessThan(32767 * 0.7);
    expect(Math.abs(samples[1])).toBeLessThan(400);
  });

  it('is written into public storage at start and served from /storage', async () => {
    const storageDir = storagePaths(dataDir).public;
    await seedReference(database.db, { storageDir });
    expect(readFileSync(path.join(storageDir, RINGTONE_PATH)).equals(wav)).toBe(true);
    const res = await app.inject({ method: 'GET', url: `/storage/${RINGTONE_PATH}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^audio\/(wav|x-wav|wave)/);
    expect(res.rawPayload.equals(wav)).toBe(true);
  });
});
