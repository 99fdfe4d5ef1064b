import { SOUND_VOLUME } from '../../contract/constants';
import { readAudioPermission, storeAudioPermission } from './audioPermission';

/** Shipped in public/; an original two-tone chime. */
export const CONFIRMATION_SOUND_URL = `${import.meta.env.BASE_URL}confirmation.mp3`;

/**
 * Plays a sound when the user has enabled audio; resolves to whether it played, so the caller
 * can show the visual notice instead (000 section 4).
 */
export async function playSound(src: string, volume: number = SOUND_VOLUME.default): Promise<boolean> {
  if (readAudioPermission() !== 'granted') return false;
  const audio = new Audio(src);
  audio.volume = volume;
  try {
    await audio.play();
    return true;
  } catch (error) {
    // The browser's autoplay policy said no: remember it until the next gesture grants sound again.
    if (error instanceof DOMException && error.name === 'NotAllowedError') storeAudioPermission('denied');
    return false;
  }
}

export function playConfirmationSound(): Promise<boolean> {
  return playSound(CONFIRMATION_SOUND_URL, SOUND_VOLUME.confirmation);
}
