import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../contract/constants';

/** The audio permission of 000 section 3, one store for the realtime sound and Settings › Notifications. */
export type AudioPermission = 'granted' | 'denied' | 'not_requested';

/** Fired on this tab when the permission is written; other tabs see the storage event. */
const CHANGE_EVENT = 'audio-permission-change';

export function readAudioPermission(): AudioPermission {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.audioPermission);
    return stored === 'granted' || stored === 'denied' ? stored : 'not_requested';
  } catch {
    return 'not_requested';
  }
}

/** Stores a choice; not_requested removes the key (Reset Permission). */
export function writeAudioPermission(permission: AudioPermission): void {
  try {
    if (permission === 'not_requested') localStorage.removeItem(STORAGE_KEYS.audioPermission);
    else localStorage.setItem(STORAGE_KEYS.audioPermission, permission);
  } catch {
    // Storage refused (private mode, quota): the sound then stays off and the visual notice shows.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` whenever the permission may have changed, on this tab or another. */
export function subscribeAudioPermission(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key is localStorage.clear() in another tab.
    if (event.key === null || event.key === STORAGE_KEYS.audioPermission) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored permission, live: it follows a gesture's grant and a change in another tab. */
export function useAudioPermission(): AudioPermission {
  return useSyncExternalStore(subscribeAudioPermission, readAudioPermission, () => 'not_requested');
}

/** The gestures after which a browser lets a page play sound (000 section 4). */
const AUDIO_UNLOCK_EVENTS = ['click', 'keydown', 'touchstart'] as const;

/** Grants audio on a gesture while the user has made no choice (DECISIONS "Audio choice"), so not after Disable. */
export function watchAudioUnlock(): () => void {
  const grant = () => {
    // Decided on the state before the gesture (a click on Reset Permission must not grant), but
    // written after it: a write here re-renders mid-click and a controlled switch loses that click.
    if (readAudioPermission() !== 'not_requested') return;
    setTimeout(() => {
      if (readAudioPermission() === 'not_requested') writeAudioPermission('granted');
    }, 0);
  };
  for (const name of AUDIO_UNLOCK_EVENTS) window.addEventListener(name, grant, { capture: true, passive: true });
  return () => {
    for (const name of AUDIO_UNLOCK_EVENTS) window.removeEventListener(name, grant, { capture: true });
  };
}

/** Plays the chime (public/) at `volume`; false when the browser refused (autoplay policy, missing file). */
export async function playChime(volume: number): Promise<boolean> {
  const audio = new Audio(`${import.meta.env.BASE_URL}confirmation.mp3`);
  audio.volume = volume;
  try {
    await audio.play();
    return true;
  } catch {
    return false;
  }
}
