import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import type { TwoFactorType } from '../../contract/auth';
import { CODE_LENGTH } from '../../contract/constants';
import { RECOVERY_CODE_COUNT, RECOVERY_CODES_LOW, RECOVERY_CODES_RESOURCE, type RecoveryCodeSet } from '../../contract/recoveryCodes';
import { errorMessage, isMissingAddition } from '../../dataProvider/httpClient';
import { FreshRecoveryCodes } from '../common/FreshRecoveryCodes';
import { formatDateTime } from '../common/formatters';
import { SendCodeButton, TwoFactorCodeField } from './TwoFactorCodeField';
import { useTwoFactorCalls } from './twoFactorFlow';

const R = 'app.recovery_codes';

/** A new set with a current 2FA code (the `recovery-codes` resource's create; react-admin refetches the count). */
function RegenerateCodes({ type, onCreated, onCancel }: { type: TwoFactorType; onCreated: (codes: readonly string[]) => void; onCancel: () => void }) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isPending }] = useCreate<{ code: string }, Error, RecoveryCodeSet>();
  const { send } = useTwoFactorCalls(setFailure);

  const regenerate = () => {
    setFailure(null);
    void create(RECOVERY_CODES_RESOURCE, { data: { code } }, { onSuccess: (set) => onCreated(set.codes), onError: (error) => setFailure(errorMessage(error)) });
  };

  return (
    <Stack spacing={1.5}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Typography variant="body2">{translate(`${R}.generate_help`)}</Typography>
      <SendCodeButton type={type} label={translate(`${R}.send_code`)} disabled={send.isPending} onClick={() => send.mutate()} />
      <TwoFactorCodeField value={code} onChange={setCode} disabled={isPending} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={isPending || code.length !== CODE_LENGTH} onClick={regenerate}>
          {translate(`${R}.confirm`)}
        </Button>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
      </Stack>
    </Stack>
  );
}

/** Recovery codes (issue 16): how many are left, and a new set shown once; hidden without the extension API. */
export function RecoveryCodesCard({ type, initialCodes = null }: { type: TwoFactorType; initialCodes?: readonly string[] | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [shown, setShown] = useState<'count' | 'regenerate' | { codes: readonly string[] }>(initialCodes ? { codes: initialCodes } : 'count');
  const remaining = useGetList(
    RECOVERY_CODES_RESOURCE,
    { filter: { used: false }, pagination: { page: 1, perPage: RECOVERY_CODE_COUNT }, sort: { field: 'createdAt', order: 'ASC' } },
    { retry: false },
  );

  if (remaining.error && isMissingAddition(remaining.error)) return null;

  const left = remaining.total ?? 0;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="recovery-codes-title">
      <Typography id="recovery-codes-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate(`${R}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.help`)}
      </Typography>
      {typeof shown === 'object' ? (
        <FreshRecoveryCodes
          codes={shown.codes}
          translate={translate}
          onCopied={(copied) => notify(copied ? `${R}.copied` : `${R}.copy_failed`, { type: copied ? 'success' : 'error' })}
          onDone={() => setShown('count')}
          formatDate={formatDateTime}
        />
      ) : (
        <>
          {remaining.isPending ? null : (
            <>
              <Typography>{translate(`${R}.remaining`, { count: left, total: RECOVERY_CODE_COUNT })}</Typography>
              {left < RECOVERY_CODES_LOW ? <Alert severity="warning">{translate(left === 0 ? `${R}.none` : `${R}.low`, { count: left })}</Alert> : null}
            </>
          )}
          {shown === 'regenerate' ? (
            <RegenerateCodes type={type} onCreated={(codes) => setShown({ codes })} onCancel={() => setShown('count')} />
          ) : (
            <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setShown('regenerate')}>
              {translate(`${R}.generate`)}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
