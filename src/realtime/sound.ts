import { SOUND_VOLUME } from '../../contract/constants';
import { readAudioPermission } from '../common/audioPermission';

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
  } catch {
    // The browser's autoplay policy (or a missing file) said no. That is not the user's Disable
    // (DECISIONS "Audio choice"): the stored choice stays, and the caller shows the visual notice.
    return false;
  }
}

export function playConfirmationSound(): Promise<boolean> {
  return playSound(CONFIRMATION_SOUND_URL, SOUND_VOLUME.confirmation);
}
