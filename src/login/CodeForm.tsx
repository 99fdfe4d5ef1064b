import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useLoginTranslate } from './environment';
import { isRecoveryCode } from '../../contract/recoveryCodeFormat';
import { CodeInput, isCompleteCode } from './CodeInput';
import { RecoveryCodeInput } from './RecoveryCodeInput';
import { SubmitButton } from './SubmitButton';

interface CodeFormProps {
  busy: boolean;
  submitLabelKey: string;
  backLabelKey: string;
  onSubmit: (code: string) => void;
  onBack: () => void;
  /** Extra actions under the button (Resend code). */
  extra?: ReactNode;
  /**
   * Sign-in step 3 (issue 16): a "Use a recovery code" link swaps the 6-digit field for a recovery
   * code. The page holds which one is asked for, since its heading says it too.
   */
  recovery?: { active: boolean; onChange: (active: boolean) => void };
}

/**
 * Modes 2 and 3: a 6-digit code; the button stays disabled until all six digits are there. Step 3
 * may take a recovery code instead, sent in the same `code` field (the server tells them apart).
 */
export function CodeForm({ busy, submitLabelKey, backLabelKey, onSubmit, onBack, extra, recovery: recoveryChoice }: CodeFormProps) {
  const translate = useLoginTranslate();
  const [code, setCode] = useState('');
  const recovery = recoveryChoice?.active ?? false;
  const complete = recovery ? isRecoveryCode(code) : isCompleteCode(code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) onSubmit(code);
  };
  const switchKind = () => {
    setCode('');
    recoveryChoice?.onChange(!recovery);
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={1.5}>
        {recovery ? (
          <RecoveryCodeInput value={code} onChange={setCode} disabled={busy} />
        ) : (
          <CodeInput value={code} onChange={setCode} disabled={busy} />
        )}
        {recoveryChoice ? (
          <Button variant="text" size="small" onClick={switchKind} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {translate(recovery ? 'app.login.use_two_factor_code' : 'app.login.use_recovery_code')}
          </Button>
        ) : null}
        <SubmitButton busy={busy} disabled={!complete}>
          {translate(submitLabelKey)}
        </SubmitButton>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="text" startIcon={<ArrowBack />} onClick={onBack} disabled={busy}>
            {translate(backLabelKey)}
          </Button>
          {extra}
        </Box>
      </Stack>
    </Box>
  );
}
