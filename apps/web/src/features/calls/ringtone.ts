import { RINGTONE_PATH } from '@nirog/contracts';
import { storageUrl } from '../../lib/media';

let audio: HTMLAudioElement | null = null;

/** Loops the incoming-call ringtone (a file the api generates, served from storage) until `stopRingtone`. */
export function startRingtone(): void {
  audio ??= new Audio(storageUrl(RINGTONE_PATH));
  audio.loop = true;
  audio.currentTime = 0;
  // A browser that blocks sound before the first click (or cannot play) still shows the dialog.
  try {
    audio.play()?.catch(() => undefined);
  } catch {
    // No audio output at all.
  }
}

export function stopRingtone(): void {
  audio?.pause();
}
