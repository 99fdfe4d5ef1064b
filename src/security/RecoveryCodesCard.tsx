import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useCreate, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import type { TwoFactorType } from '../../contract/auth';
import { CODE_LENGTH } from '../../contract/constants';
import { RECOVERY_CODE_COUNT, RECOVERY_CODES_LOW, RECOVERY_CODES_RESOURCE, type RecoveryCodeSet } from '../../contract/recoveryCodes';
import type { GatewayDataProvider } from '../../dataProvider';
import { errorMessage, isMissingAddition } from '../../dataProvider/httpClient';
import { FreshRecoveryCodes } from '../common/FreshRecoveryCodes';
import { TwoFactorCodeField } from './TwoFactorCodeField';

const R = 'app.recovery_codes';

/** A gateway without the /api/v2 extension API has no recovery codes: the card hides. */
const isMissing = isMissingAddition;

/** The codes of a new set, shown this once, with Copy and Download; a toast says whether the copy worked. */
function FreshCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <FreshRecoveryCodes
      codes={codes}
      translate={translate}
      onCopied={(copied) => notify(copied ? `${R}.copied` : `${R}.copy_failed`, { type: copied ? 'success' : 'error' })}
      onDone={onDone}
    />
  );
}

interface RecoveryCodesCardProps {
  /** The verified method, for the code that regenerating asks for. */
  type: TwoFactorType;
  /** Codes the verification just answered, to show this once. */
  initialCodes?: readonly string[] | null;
}

/**
 * The recovery codes of the two-factor panel (issue 16): how many are left, with a warning below
 * RECOVERY_CODES_LOW; a new set with a current 2FA code; a new set's codes shown once with Copy and
 * Download (.txt). Read through the `recovery-codes` resource of the extension API; hidden against
 * a gateway without it.
 */
export function RecoveryCodesCard({ type, initialCodes = null }: RecoveryCodesCardProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [fresh, setFresh] = useState<readonly string[] | null>(initialCodes);
  const [regenerating, setRegenerating] = useState(false);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const remaining = useGetList(
    RECOVERY_CODES_RESOURCE,
    { filter: { used: false }, pagination: { page: 1, perPage: RECOVERY_CODE_COUNT }, sort: { field: 'createdAt', order: 'ASC' } },
    { retry: false },
  );
  const [create, { isPending }] = useCreate();

  if (remaining.error && isMissing(remaining.error)) return null;

  const regenerate = () => {
    setFailure(null);
    void create(
      RECOVERY_CODES_RESOURCE,
      { data: { code } },
      {
        onSuccess: (set) => {
          setFresh((set as unknown as RecoveryCodeSet).codes);
          setRegenerating(false);
          setCode('');
          void remaining.refetch();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  const sendCode = () =>
    dataProvider.sendTwoFactorSetupCode().then(
      () => undefined,
      (error: unknown) => setFailure(errorMessage(error)),
    );

  const left = remaining.total ?? 0;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="recovery-codes-title">
      <Typography id="recovery-codes-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate(`${R}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.help`)}
      </Typography>
      {fresh ? (
        <FreshCodes
          codes={fresh}
          onDone={() => {
            setFresh(null);
            void remaining.refetch();
          }}
        />
      ) : remaining.isPending ? null : (
        <>
          <Typography>{translate(`${R}.remaining`, { count: left, total: RECOVERY_CODE_COUNT })}</Typography>
          {left < RECOVERY_CODES_LOW ? (
            <Alert severity="warning">{translate(left === 0 ? `${R}.none` : `${R}.low`, { count: left })}</Alert>
          ) : null}
        </>
      )}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {fresh ? null : regenerating ? (
        <Stack spacing={1.5}>
          <Typography variant="body2">{translate(`${R}.generate_help`)}</Typography>
          {type !== 'GOOGLE_AUTH' ? (
            <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => void sendCode()}>
              {translate(`${R}.send_code`)}
            </Button>
          ) : null}
          <TwoFactorCodeField value={code} onChange={setCode} disabled={isPending} />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={isPending || code.length !== CODE_LENGTH} onClick={regenerate}>
              {translate(`${R}.confirm`)}
            </Button>
            <Button onClick={() => setRegenerating(false)}>{translate(`${R}.cancel`)}</Button>
          </Stack>
        </Stack>
      ) : (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setRegenerating(true)}>
          {translate(`${R}.generate`)}
        </Button>
      )}
    </Stack>
  );
}
