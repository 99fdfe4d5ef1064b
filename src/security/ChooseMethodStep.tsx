import { useState } from 'react';
import { Button, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TwoFactorType } from '../../contract/auth';
import { useTwoFactorTranslate, type StepProps } from './twoFactorFlow';

/** The methods offered when 2FA is off (000 section 2). */
const METHODS: readonly TwoFactorType[] = ['GOOGLE_AUTH', 'EMAIL'];

export function ChooseMethodStep({ initial = 'GOOGLE_AUTH', go }: Pick<StepProps, 'go'> & { initial?: TwoFactorType }) {
  const translate = useTranslate();
  const t = useTwoFactorTranslate();
  const [method, setMethod] = useState(initial);
  return (
    <>
      <Typography variant="subtitle2">{t('choose_method')}</Typography>
      <RadioGroup aria-label={t('choose_method')} value={method} onChange={(event) => setMethod(event.target.value as TwoFactorType)}>
        {METHODS.map((value) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={t(`methods.${value}`)} />
        ))}
      </RadioGroup>
      <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => go({ step: 'setup', method })}>
        {translate('ra.action.next', { _: 'Next' })}
      </Button>
    </>
  );
}
