import { Alert, Stack, Typography } from '@mui/material';
import { FilterForm, ListBase, SelectInput, TextInput, usePermissions, useTranslate, WithListContext } from 'react-admin';
import type { SessionPermissions } from '../../authProvider';
import { isMainUser, SUB_USER_ROLES } from '../../contract/permissions';
import { SUB_USER_STATUSES } from '../../contract/subusers';
import { BackButton } from '../common/BackButton';
import { LoadingStatus } from '../common/LoadingStatus';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { useRoleNotify } from './roleNotify';
import { AddSubUserButton } from './SubUserDialogs';
import { SubUserList } from './SubUserList';
import type { SubUserRow } from './SubUserRowControls';
import { RetryAlert } from '../common/RetryAlert';

const S = 'app.subusers';

// Choice names are translation keys: react-admin's SelectInput translates them.
const choiceFilter = (source: 'role' | 'status', values: readonly string[]) => (
  <SelectInput
    key={source}
    source={source}
    label={`${S}.filters.${source}`}
    alwaysOn
    emptyText={`${S}.filters.all`}
    choices={values.map((value) => ({ id: value, name: source === 'role' ? `app.roles.${value}` : `${S}.statuses.${value}` }))}
  />
);

const FILTERS = [
  <TextInput key="q" source="q" label={`${S}.filters.search`} alwaysOn resettable />,
  choiceFilter('role', SUB_USER_ROLES),
  choiceFilter('status', SUB_USER_STATUSES),
];

/** Role Management (001 section 2.7): the team as a react-admin list of `subusers` (10 a page, search debounced 500 ms: its defaults). */
export function RoleManagementPage() {
  const translate = useTranslate();
  const notify = useRoleNotify();
  const { permissions } = usePermissions<SessionPermissions | null>();
  return (
    <PageContainer>
      <BackButton />
      <PageHeader titleKey="app.pages.role_management.title" subtitle={translate(`${S}.subtitle`)} actions={<AddSubUserButton />} />
      {permissions && !isMainUser(permissions) ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${S}.sub_user_banner`)}
        </Alert>
      ) : null}
      <ListBase<SubUserRow>
        resource="subusers"
        queryOptions={{ retry: false, onError: () => notify(translate(`${S}.messages.fetch_failed`), 'error') }}
        loading={<LoadingStatus message={`${S}.loading`} />}
        error={<WithListContext render={({ refetch }) => <RetryAlert onRetry={() => refetch?.()}>{translate(`${S}.messages.fetch_failed`)}</RetryAlert>} />}
        empty={<Typography sx={{ p: 4, textAlign: 'center' }}>{translate(`${S}.empty`)}</Typography>}
      >
        <Stack spacing={2}>
          <FilterForm filters={FILTERS} />
          <SubUserList />
        </Stack>
      </ListBase>
    </PageContainer>
  );
}
