import { useState, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { AuthForm, BackLink, SubmitButton } from './AuthCard';
import { useLoginEnvironment } from './environment';
import { CODE_LENGTH, CODE_TTL_MS } from '../../contract/constants';
import { isRecoveryCode } from '../../contract/recoveryCodeFormat';
import { formatRemaining, useNowUntil } from '../common/countdown';
import { OutlinedField } from './OutlinedField';

/** How long after a code went out before another can be asked for: one mail per 30 s, not three in 4 s. */
const RESEND_COOLDOWN_MS = 30_000;
/** A recovery code: two groups of five with the hyphen, spaces dropped: at most 11 characters. */
const RECOVERY_CODE_LENGTH = 11;
const RECOVERY_STYLE = { fontFamily: 'monospace', fontSize: '1.1rem', textAlign: 'center' } as const;
const CODE_STYLE = { letterSpacing: '0.5em', fontSize: '1.25rem', textAlign: 'center', fontVariantNumeric: 'tabular-nums' } as const;

interface CodeFormProps {
  busy: boolean;
  /** Mode 2's emailed code, else step 3's 2FA code. */
  otp: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
  /** Extra actions under the button (Resend code). */
  extra?: ReactNode;
  /** Step 3's "Use a recovery code" (issue 16); the page holds the choice, as its heading says it too. */
  recovery?: { active: boolean; onChange: (active: boolean) => void };
}

/** Modes 2 and 3: a 6-digit code, digits only however typed or pasted (000 section 5), or step 3's recovery code in its place. */
export function CodeForm({ busy, otp, onSubmit, onBack, extra, recovery: recoveryChoice }: CodeFormProps) {
  const { translate } = useLoginEnvironment();
  const [code, setCode] = useState('');
  const recovery = recoveryChoice?.active ?? false;
  const complete = recovery ? isRecoveryCode(code) : code.length === CODE_LENGTH;
  const incomplete = code.length > 0 && !complete;
  const switchKind = () => {
    setCode('');
    recoveryChoice?.onChange(!recovery);
  };
  return (
    <AuthForm onSubmit={() => complete && onSubmit(code)} spacing={1.5}>
      <OutlinedField
        key={recovery ? 'recovery' : 'code'}
        label={translate(recovery ? 'app.login.recovery_code' : 'app.login.verification_code')}
        value={code}
        onChange={(raw) => setCode(recovery ? raw.replace(/\s/g, '').slice(0, RECOVERY_CODE_LENGTH) : raw.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        disabled={busy}
        autoFocus
        {...(recovery
          ? {
              autoComplete: 'off',
              helperText: translate(incomplete ? 'app.login.errors.incomplete_recovery_code' : 'app.login.recovery_code_help'),
              htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: RECOVERY_CODE_LENGTH, style: RECOVERY_STYLE },
            }
          : {
              autoComplete: 'one-time-code',
              helperText: incomplete ? translate('app.login.errors.incomplete_code') : ' ',
              htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: CODE_LENGTH, style: CODE_STYLE },
            })}
      />
      {recoveryChoice ? (
        <Button variant="text" size="small" onClick={switchKind} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {translate(recovery ? 'app.login.use_two_factor_code' : 'app.login.use_recovery_code')}
        </Button>
      ) : null}
      <SubmitButton busy={busy} disabled={!complete}>
        {translate(otp ? 'app.login.verify_otp' : 'app.login.verify_code')}
      </SubmitButton>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <BackLink labelKey={otp ? 'app.login.back_to_login' : 'app.login.back'} onClick={onBack} disabled={busy} />
        {extra}
      </Box>
    </AuthForm>
  );
}

/** The countdown to the 5-minute expiry of an emailed code (000 section 9); remount it (key) for a new code. */
export function CodeExpiry({ sentAt }: { sentAt: number }) {
  const { translate } = useLoginEnvironment();
  const remaining = Math.min(CODE_TTL_MS, sentAt + CODE_TTL_MS - useNowUntil(sentAt + CODE_TTL_MS));
  const expired = remaining <= 0;
  return (
    <Typography variant="body2" color={expired ? 'error' : 'text.secondary'} data-testid="code-expiry">
      {translate(expired ? 'app.login.code_expired' : 'app.login.code_expires', { time: formatRemaining(remaining) })}
    </Typography>
  );
}

/** Resend code, waiting out the cooldown with the seconds left on the button; `sentAt` null: no code was sent. */
export function ResendButton({ sentAt, busy, onClick }: { sentAt: number | null; busy: boolean; onClick: () => void }) {
  const { translate } = useLoginEnvironment();
  const now = useNowUntil(sentAt === null ? null : sentAt + RESEND_COOLDOWN_MS);
  // A fresh code with a clock read before it was sent still waits the whole cooldown, by the cap.
  const left = sentAt === null ? 0 : Math.min(RESEND_COOLDOWN_MS, sentAt + RESEND_COOLDOWN_MS - now);
  return (
    <Button variant="text" onClick={onClick} disabled={busy || left > 0}>
      {left > 0 ? translate('app.login.resend_code_in', { seconds: Math.ceil(left / 1000) }) : translate('app.login.resend_code')}
    </Button>
  );
}
