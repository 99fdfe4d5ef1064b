import { useRef } from 'react';
import { Avatar, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LOGO_MAX_BYTES } from '../../contract/constants';

interface LogoPickerProps {
  /** What to show: the saved logo's URL, a chosen file's data URL, or null. */
  preview: string | null;
  disabled?: boolean;
  /** A change not saved yet: a chosen file or a removal, which take effect only on Save Profile. */
  pending?: 'picked' | 'removed' | null;
  onPick: (file: File, preview: string) => void;
  onRemove: () => void;
  onInvalid: (messageKey: 'logo_type' | 'logo_size') => void;
}

/**
 * The logo upload of the Profile tab (001 section 5): images only, under 5,242,880 bytes, with
 * preview and Remove. Neither is sent until Save Profile, and the line under the buttons says so,
 * naming a pending change once there is one.
 */
export function LogoPicker({ preview, disabled, pending = null, onPick, onRemove, onInvalid }: LogoPickerProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const t = (key: string) => translate(`app.settings.profile.${key}`);

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return onInvalid('logo_type');
    if (file.size >= LOGO_MAX_BYTES) return onInvalid('logo_size');
    const reader = new FileReader();
    reader.onload = () => onPick(file, String(reader.result));
    reader.readAsDataURL(file);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar variant="rounded" src={preview ?? undefined} alt={t('logo_alt')} sx={{ width: 96, height: 96 }} />
      <Stack spacing={1}>
        <Typography variant="subtitle2">{t('logo_title')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('logo_help')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="outlined" disabled={disabled}>
            {t('upload')}
            <input ref={input} hidden type="file" accept="image/*" aria-label={t('upload')} onChange={(event) => pick(event.target.files?.[0])} />
          </Button>
          {preview ? (
            <Button color="error" disabled={disabled} onClick={onRemove}>
              {t('remove')}
            </Button>
          ) : null}
        </Stack>
        <Typography variant="body2" role="status" color={pending ? 'warning.main' : 'text.secondary'}>
          {t(pending === 'picked' ? 'logo_picked' : pending === 'removed' ? 'logo_removed' : 'logo_on_save')}
        </Typography>
      </Stack>
    </Stack>
  );
}
