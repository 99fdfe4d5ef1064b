import { SOUND_VOLUME } from '../../contract/constants';

/** Whether this browser can decode the notification sound at all. */
export function canPlayAudio(): boolean {
  return typeof Audio !== 'undefined' && new Audio().canPlayType('audio/mpeg') !== '';
}

/** Test Audio: the notification sound at the default volume 0.5 (001 section 2.8). */
export async function playTestSound(): Promise<boolean> {
  const audio = new Audio(`${import.meta.env.BASE_URL}confirmation.mp3`);
  audio.volume = SOUND_VOLUME.default;
  try {
    await audio.play();
    return true;
  } catch {
    return false;
  }
}
