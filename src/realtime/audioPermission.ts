import { STORAGE_KEYS } from '../../contract/constants';

/** The audio permission of 000 section 3: stored as granted or denied, not_requested until then. */
export type AudioPermission = 'granted' | 'denied' | 'not_requested';

export function readAudioPermission(): AudioPermission {
  const stored = localStorage.getItem(STORAGE_KEYS.audioPermission);
  return stored === 'granted' || stored === 'denied' ? stored : 'not_requested';
}

export function storeAudioPermission(permission: Exclude<AudioPermission, 'not_requested'>): void {
  try {
    localStorage.setItem(STORAGE_KEYS.audioPermission, permission);
  } catch {
    // Storage refused (private mode, quota): the sound then stays off and the visual notice shows.
  }
}

/** The gestures after which a browser lets a page play sound (000 section 4). */
export const AUDIO_UNLOCK_EVENTS = ['click', 'keydown', 'touchstart'] as const;

/**
 * Grants audio on the user's click, key press or touch. It keeps listening after a grant was
 * lost (a refused play stores denied), because the next gesture unlocks sound again.
 */
export function watchAudioUnlock(): () => void {
  const grant = () => {
    if (readAudioPermission() !== 'granted') storeAudioPermission('granted');
  };
  for (const name of AUDIO_UNLOCK_EVENTS) window.addEventListener(name, grant, { capture: true, passive: true });
  return () => {
    for (const name of AUDIO_UNLOCK_EVENTS) window.removeEventListener(name, grant, { capture: true });
  };
}
