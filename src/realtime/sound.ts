import { SOUND_VOLUME } from '../../contract/constants';
import { readAudioPermission } from '../common/audioPermission';

/**
 * Plays the confirmation sound (public/, an original two-tone chime) when the user has enabled
 * audio; resolves to whether it played, so the caller can show the visual notice instead (000 section 4).
 */
export async function playConfirmationSound(): Promise<boolean> {
  if (readAudioPermission() !== 'granted') return false;
  const audio = new Audio(`${import.meta.env.BASE_URL}confirmation.mp3`);
  audio.volume = SOUND_VOLUME.confirmation;
  try {
    await audio.play();
    return true;
  } catch {
    // The browser's autoplay policy (or a missing file) said no. That is not the user's Disable
    // (DECISIONS "Audio choice"): the stored choice stays, and the caller shows the visual notice.
    return false;
  }
}
