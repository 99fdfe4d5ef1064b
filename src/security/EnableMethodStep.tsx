import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TwoFactorType } from '../../contract/auth';
import { useEnableTwoFactor, useTwoFactorTranslate, type StepProps } from './twoFactorFlow';

export function EnableMethodStep({ method, ...props }: StepProps & { method: TwoFactorType }) {
  const translate = useTranslate();
  const t = useTwoFactorTranslate();
  const { enable, toggle } = useEnableTwoFactor(props);
  return (
    <Stack spacing={2}>
      <Typography>{t(`method_help.${method}`)}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={toggle.isPending} onClick={() => enable(method)}>
          {t('enable', { method: t(`methods.${method}`) })}
        </Button>
        <Button onClick={() => props.go({ step: 'status', method })}>{translate('app.action.back')}</Button>
      </Stack>
    </Stack>
  );
}
