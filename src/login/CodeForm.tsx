import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useLoginTranslate } from './environment';
import { CodeInput, isCompleteCode } from './CodeInput';
import { SubmitButton } from './SubmitButton';

interface CodeFormProps {
  busy: boolean;
  submitLabelKey: string;
  backLabelKey: string;
  onSubmit: (code: string) => void;
  onBack: () => void;
  /** Extra actions under the button (Resend code). */
  extra?: ReactNode;
}

/** Modes 2 and 3: a 6-digit code; the button stays disabled until all six digits are there. */
export function CodeForm({ busy, submitLabelKey, backLabelKey, onSubmit, onBack, extra }: CodeFormProps) {
  const translate = useLoginTranslate();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isCompleteCode(code)) onSubmit(code);
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={1.5}>
        <CodeInput value={code} onChange={setCode} disabled={busy} />
        <SubmitButton busy={busy} disabled={!isCompleteCode(code)}>
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
