import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Chip } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { Confirm, DeleteWithConfirmButton, ListBase, SimpleList, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { SESSIONS_RESOURCE, type SessionRecord } from '../../../contract/sessions';
import { errorMessage, isMissingCall } from '../../../dataProvider/httpClient';
import { formatDateTime } from '../../common/formatters';
import { RetryAlert } from '../../common/RetryAlert';
import type { ComposedDataProvider } from '../../providers';
import { SettingsCard } from '../SettingsCard';
import '../../i18n/settingsSecurity';

const S = 'app.settings.sessions';

/** Settings › Security › Sessions (issue 28): the caller's own sessions, last active first, in one page. */
export function SessionsCard() {
  return (
    <ListBase<SessionRecord>
      resource={SESSIONS_RESOURCE}
      sort={{ field: 'lastSeenAt', order: 'DESC' }}
      perPage={100}
      disableSyncWithLocation
      storeKey={false}
      // The card says what failed itself (or hides), instead of react-admin's toast.
      queryOptions={{ onError: () => undefined, retry: false }}
    >
      <Sessions />
    </ListBase>
  );
}

function Sessions() {
  const translate = useTranslate();
  const { data, error, refetch } = useListContext<SessionRecord>();
  // A gateway without the addition: no card at all.
  if (isMissingCall(error)) return null;
  const ipOf = (session: SessionRecord) => session.ip ?? translate(`${S}.unknown_ip`);
  return (
    <SettingsCard title={translate(`${S}.title`)} help={translate(`${S}.help`)}>
      {error ? (
        <RetryAlert onRetry={refetch}>{translate(`${S}.load_failed`)}</RetryAlert>
      ) : (
        <SimpleList<SessionRecord>
          rowClick={false}
          dense
          aria-label={translate(`${S}.title`)}
          primaryText={(session) => (
            <>
              {session.userAgent}
              {session.current ? <Chip size="small" color="primary" label={translate(`${S}.this_device`)} sx={{ ml: 1 }} /> : null}
            </>
          )}
          secondaryText={(session) =>
            translate(`${S}.details`, { ip: ipOf(session), createdAt: formatDateTime(session.createdAt), lastSeenAt: formatDateTime(session.lastSeenAt) })
          }
          rightIcon={(session) => (session.current ? null : <SignOutButton session={session} ip={ipOf(session)} />)}
        />
      )}
      {data?.some((session) => !session.current) ? <SignOutOthers /> : null}
    </SettingsCard>
  );
}

/** react-admin's delete after a confirmation; its cache drops the row and reads the list again. */
function SignOutButton({ session, ip }: { session: SessionRecord; ip: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const named = { browser: session.userAgent, ip };
  return (
    <DeleteWithConfirmButton
      record={session}
      resource={SESSIONS_RESOURCE}
      redirect={false}
      label={`${S}.sign_out`}
      aria-label={translate(`${S}.sign_out_of`, named)}
      icon={<LogoutIcon />}
      confirmTitle={`${S}.sign_out_title`}
      confirmContent={`${S}.sign_out_content`}
      contentTranslateOptions={named}
      confirmColor="warning"
      mutationOptions={{ onSuccess: () => notify(`${S}.signed_out`, { type: 'success' }) }}
    />
  );
}

/** "Sign out everywhere else": one call (a session opened meanwhile is not missed), then the count and the list read again. */
function SignOutOthers() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ComposedDataProvider>();
  const { refetch } = useListContext<SessionRecord>();
  const [asking, setAsking] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.endOtherSessions(),
    onSuccess: ({ ended }) => {
      notify(`${S}.signed_out_others`, { type: 'success', messageArgs: { smart_count: ended } });
      void refetch();
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
    onSettled: () => setAsking(false),
  });
  return (
    <>
      <Button variant="outlined" color="warning" startIcon={<LogoutIcon />} disabled={isPending} onClick={() => setAsking(true)} sx={{ mt: 1 }}>
        {translate(`${S}.sign_out_others`)}
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={`${S}.sign_out_others_title`}
        content={`${S}.sign_out_others_content`}
        confirmColor="warning"
        onClose={() => setAsking(false)}
        onConfirm={() => mutate()}
      />
    </>
  );
}
