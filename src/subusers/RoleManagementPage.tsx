import { useState } from 'react';
import { Alert, Card, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { FilterForm, ListBase, SelectInput, TextInput, useListContext, usePermissions, useTranslate } from 'react-admin';
import type { SessionPermissions } from '../../authProvider';
import { answerCanAccess } from '../../authProvider/access';
import { isMainUser, SUB_USER_ROLES } from '../../contract/permissions';
import { SUB_USER_STATUSES } from '../../contract/subusers';
import { BackButton } from '../common/BackButton';
import { ListPager } from '../common/list/ListPager';
import { LoadingStatus } from '../common/LoadingStatus';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { useRoleNotify } from './roleNotify';
import { SubUserCards } from './SubUserCards';
import { AddSubUserButton, SubUserDialogs, type SubUserModal } from './SubUserDialogs';
import { SubUserGrid } from './SubUserGrid';
import { RowControlsContext, type RowControls, type SubUserRow } from './SubUserRowControls';
import { useStatusChange } from './useStatusChange';
import { RetryAlert } from '../common/RetryAlert';

const S = 'app.subusers';
const ROLE_MANAGEMENT_PAGE_SIZE = 10;

// Choice names are translation keys: react-admin's SelectInput translates them.
const choiceFilter = (source: 'role' | 'status', values: readonly string[]) => (
  <SelectInput
    key={source}
    source={source}
    label={`${S}.filters.${source}`}
    alwaysOn
    emptyText={`${S}.filters.all`}
    choices={values.map((value) => ({ id: value, name: `${S}.${source}s.${value}` }))}
  />
);

const FILTERS = [
  <TextInput key="q" source="q" label={`${S}.filters.search`} alwaysOn resettable />,
  choiceFilter('role', SUB_USER_ROLES),
  choiceFilter('status', SUB_USER_STATUSES),
];

function LoadError() {
  const translate = useTranslate();
  const { refetch } = useListContext();
  return (
    <RetryAlert retryLabel={`${S}.try_again`} onRetry={refetch}>
      {translate(`${S}.messages.fetch_failed`)}
    </RetryAlert>
  );
}

function Empty({ text }: { text: string }) {
  return <Typography sx={{ p: 4, textAlign: 'center' }}>{useTranslate()(text)}</Typography>;
}

function SubUserList() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { data } = useListContext<SubUserRow>();
  const [modal, setModal] = useState<SubUserModal>(null);
  const { permissions } = usePermissions<SessionPermissions | null>();
  // The page's, not the row's: its Undo outlives the row's render.
  const { change, isPending } = useStatusChange();
  const controls: RowControls = {
    // canAccess's answer for subusers/status, synchronously, as the grid's isRowSelectable needs it.
    mayTouch: (user) => Boolean(permissions && answerCanAccess(permissions, 'subusers', 'status', user)),
    onOpen: (kind, user) => setModal({ kind, user }),
    onStatus: (user, status) => change([user], status),
    statusPending: isPending,
  };
  // With a filter set and nothing matching (without one, ListBase shows its `empty`).
  if (!data?.length) return <Empty text={`${S}.no_match`} />;
  return (
    <RowControlsContext.Provider value={controls}>
      {isPhone ? (
        <SubUserCards />
      ) : (
        <Card>
          <SubUserGrid />
        </Card>
      )}
      <ListPager />
      <SubUserDialogs modal={modal} onClose={() => setModal(null)} />
    </RowControlsContext.Provider>
  );
}

/** Role Management (001 section 2.7): the team as a react-admin list of `subusers`, the search debounced 500 ms. */
export function RoleManagementPage() {
  const translate = useTranslate();
  const notify = useRoleNotify();
  const { permissions } = usePermissions<SessionPermissions | null>();
  return (
    <PageContainer>
      <BackButton label={`${S}.back`} />
      <PageHeader titleKey="app.subusers.title" subtitle={translate(`${S}.subtitle`)} actions={<AddSubUserButton />} />
      {permissions && !isMainUser(permissions) ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${S}.sub_user_banner`)}
        </Alert>
      ) : null}
      <ListBase<SubUserRow>
        resource="subusers"
        perPage={ROLE_MANAGEMENT_PAGE_SIZE}
        debounce={500}
        queryOptions={{ retry: false, onError: () => notify(translate(`${S}.messages.fetch_failed`), 'error') }}
        loading={<LoadingStatus message={`${S}.loading`} />}
        error={<LoadError />}
        empty={<Empty text={`${S}.empty`} />}
      >
        <Stack spacing={2}>
          <FilterForm filters={FILTERS} />
          <SubUserList />
        </Stack>
      </ListBase>
    </PageContainer>
  );
}
