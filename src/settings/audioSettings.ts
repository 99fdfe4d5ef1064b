import { SOUND_VOLUME, STORAGE_KEYS } from '../../contract/constants';

/**
 * The audio permission as the Notifications tab manages it (000 section 3: stored as granted or
 * denied, not_requested until then). The realtime feature reads the same storage key.
 */
export type AudioPermission = 'granted' | 'denied' | 'not_requested';

export function readAudioPermission(): AudioPermission {
  const stored = localStorage.getItem(STORAGE_KEYS.audioPermission);
  return stored === 'granted' || stored === 'denied' ? stored : 'not_requested';
}

export function writeAudioPermission(permission: AudioPermission): void {
  if (permission === 'not_requested') localStorage.removeItem(STORAGE_KEYS.audioPermission);
  else localStorage.setItem(STORAGE_KEYS.audioPermission, permission);
}

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
