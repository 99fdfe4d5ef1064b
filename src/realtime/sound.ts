import { SOUND_VOLUME } from '../../contract/constants';
import { playChime, readAudioPermission } from '../common/audioPermission';

/**
 * Plays the confirmation sound when the user has enabled audio; resolves to whether it played, so
 * the caller can show the visual notice instead (000 section 4). A browser's refusal is not the
 * user's Disable (DECISIONS "Audio choice"): the stored choice stays.
 */
export async function playConfirmationSound(): Promise<boolean> {
  return readAudioPermission() === 'granted' && playChime(SOUND_VOLUME.confirmation);
}
