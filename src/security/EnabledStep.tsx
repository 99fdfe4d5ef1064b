import { Alert, Button, Stack } from '@mui/material';
import { usePermissions } from 'react-admin';
import type { TwoFactorStatus, TwoFactorType } from '../../contract/auth';
import type { SessionPermissions } from '../../authProvider';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';
import { RecoveryCodesCard } from './RecoveryCodesCard';
import { noticeOf, useTwoFactorCalls, useTwoFactorTranslate, type Flow, type StepProps } from './twoFactorFlow';

export function EnabledStep({ status, flow, go, onError }: StepProps & { status: TwoFactorStatus; flow: Flow }) {
  const t = useTwoFactorTranslate();
  const { permissions } = usePermissions<SessionPermissions>();
  const { send } = useTwoFactorCalls(onError);
  const verified = status.verified2FA === 'true';
  const type = status.type2FA;

  const completeVerification = (method: TwoFactorType) => {
    // For email and phone the code comes first (000 section 4); the authenticator already has one.
    if (method === 'GOOGLE_AUTH') return go({ step: 'verify', method, setup: null });
    send.mutate(undefined, { onSuccess: (answer) => go({ step: 'verify', method, setup: null, notice: noticeOf(answer.message) }) });
  };

  return (
    <>
      {verified ? null : <Alert severity="warning">{t('unverified_warning')}</Alert>}
      <Stack direction="row" spacing={1}>
        {!verified && type ? (
          <Button variant="contained" disabled={send.isPending} onClick={() => completeVerification(type)}>
            {t('complete_verification')}
          </Button>
        ) : null}
        <Button color="error" variant="outlined" disabled={send.isPending} onClick={() => go({ step: 'disable' })}>
          {t('disable')}
        </Button>
        {type && flow.step === 'disable' ? (
          <DisableTwoFactorDialog
            type={type}
            // Verified 2FA guards sign-in; so does a sub-user's, which sign-in makes them enrol.
            needsCode={verified || permissions?.isSubUser === true || permissions?.isSubUser === 'true'}
            onClose={() => go({ step: 'status' })}
            onDisabled={(message) => go({ step: 'status', notice: noticeOf(message, 'success') })}
          />
        ) : null}
      </Stack>
      {verified && type ? <RecoveryCodesCard type={type} initialCodes={flow.step === 'status' ? flow.freshCodes : null} /> : null}
    </>
  );
}
