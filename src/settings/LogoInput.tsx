import { useEffect, useRef } from 'react';
import { Avatar, Button, Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { LOGO_MAX_BYTES } from '../../contract/constants';
import { useBanner } from './useBanner';

export type LogoChoice = { file: File | null; preview: string | null; removed: boolean };

/** The logo (001 section 5): images under 5,242,880 bytes, sent on Save Profile; the status line names a pending one. */
export function LogoInput({ disabled, saved }: { disabled: boolean; saved: unknown }) {
  const translate = useTranslate();
  const { show } = useBanner();
  const { field } = useInput<LogoChoice>({ source: 'logo' });
  const logo = field.value as LogoChoice;
  const input = useRef<HTMLInputElement>(null);
  const t = (key: string) => translate(`app.settings.profile.${key}`);
  const pending = logo.file ? 'logo_picked' : logo.removed ? 'logo_removed' : null;
  const { onChange } = field;
  const { getValues, setValue } = useFormContext<{ logo: LogoChoice }>();

  // Once a save went through (`saved`, the update's answer, changes), the choice is no longer pending.
  useEffect(() => {
    if (saved) setValue('logo', { ...getValues('logo'), file: null, removed: false });
  }, [saved, getValues, setValue]);

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return show('error', translate('app.settings.messages.logo_type'));
    if (file.size >= LOGO_MAX_BYTES) return show('error', translate('app.settings.messages.logo_size'));
    const reader = new FileReader();
    reader.onload = () => onChange({ file, preview: String(reader.result), removed: false });
    reader.readAsDataURL(file);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar variant="rounded" src={logo.preview ?? undefined} alt={t('logo_alt')} sx={{ width: 96, height: 96 }} />
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
          {logo.preview ? (
            <Button color="error" disabled={disabled} onClick={() => onChange({ file: null, preview: null, removed: true })}>
              {translate('ra.action.remove')}
            </Button>
          ) : null}
        </Stack>
        <Typography variant="body2" role="status" color={pending ? 'warning.main' : 'text.secondary'}>
          {t(pending ?? 'logo_on_save')}
        </Typography>
      </Stack>
    </Stack>
  );
}
