import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CircularProgress, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import {
  CanAccess,
  ColumnsButton,
  FilterForm,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  SelectInput,
  TextInput,
  useCanAccess,
  useNavigate,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { SessionPermissions } from '../../authProvider';
import { isMainUser, SUB_USER_ROLES, type SubUserRole } from '../../contract/permissions';
import { SUB_USER_STATUSES, type SubUser, type SubUserStatus } from '../../contract/subusers';
import { useGatewayList } from '../common/list/useGatewayList';
import { PageContainer } from '../common/PageContainer';
import { PageHeader } from '../common/PageHeader';
import { useRecordAccess } from '../common/useRecordAccess';
import { useRoleNotify } from './roleNotify';
import { SubUserCards } from './SubUserCards';
import { SubUserDialogs, type SubUserModal } from './SubUserDialogs';
import type { RowAction, SubUserRow } from './SubUserRowControls';
import { SubUserTable } from './SubUserTable';
import { useStatusChange } from './useStatusChange';

const S = 'app.subusers';
export const ROLE_MANAGEMENT_PAGE_SIZE = 10;

function RoleFilters() {
  const translate = useTranslate();
  const filters = useMemo(
    () => [
      <TextInput key="q" source="q" label={`${S}.filters.search`} alwaysOn resettable />,
      <SelectInput
        key="role"
        source="role"
        label={`${S}.filters.role`}
        alwaysOn
        emptyText={`${S}.filters.all`}
        choices={SUB_USER_ROLES.map((role) => ({ id: role, name: translate(`${S}.roles.${role}`) }))}
      />,
      <SelectInput
        key="status"
        source="status"
        label={`${S}.filters.status`}
        alwaysOn
        emptyText={`${S}.filters.all`}
        choices={SUB_USER_STATUSES.map((status) => ({ id: status, name: translate(`${S}.statuses.${status}`) }))}
      />,
    ],
    [translate],
  );
  return <FilterForm filters={filters} />;
}

/** The roles the user may give: authProvider.canAccess to create a sub-user of each, in the spec's order. */
function useGivableRoles(): SubUserRole[] {
  const ask = (role: SubUserRole) => ({ resource: 'subusers', action: 'create', record: { id: `new-${role}`, role } });
  const answers = [useCanAccess(ask('operation')), useCanAccess(ask('super_operation')), useCanAccess(ask('sub_merchant'))];
  return SUB_USER_ROLES.filter((_, index) => answers[index].canAccess);
}

/**
 * Role Management (001 section 2.7): the team on react-admin's list controller (resource
 * `subusers`; filters, sort and page in the URL), a DataTable with a remembered column chooser
 * (cards on a phone), the status dropdown (taking access away is sent at once with Undo, giving it
 * back is undoable) and per-row actions, each shown only with its permission and only for roles the
 * caller may manage (the server's rule), bulk status, the dialogs, and toasts at the top right for 3 s.
 */
export function RoleManagementPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { permissions } = usePermissions<SessionPermissions | null>();
  const roles = useGivableRoles();
  // authProvider.canAccess's table answered synchronously, where a row needs it while rendering:
  // DataTable's isRowSelectable, and the row's status dropdown, actions and bulk status.
  const allowed = useRecordAccess('subusers');
  const list = useGatewayList<SubUserRow>({ resource: 'subusers', perPage: ROLE_MANAGEMENT_PAGE_SIZE, queryOptions: { retry: false } });
  const { data, error, isPending, refetch, total, filterValues } = list;
  const notify = useRoleNotify();
  const [modal, setModal] = useState<SubUserModal>(null);
  const { change, isPending: statusPending } = useStatusChange();

  useEffect(() => {
    if (error) notify(translate(`${S}.messages.fetch_failed`), 'error');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one toast per failed load
  }, [error]);

  const mayTouch = (user: SubUser) => allowed('status', user);
  const controls = {
    mayTouch,
    allowed,
    onOpen: (kind: RowAction, user: SubUserRow) => setModal({ kind, user }),
    onStatus: (user: SubUserRow, status: SubUserStatus) => change([user], status),
    statusPending,
  };

  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/dashboard');
  };

  const content = () => {
    if (isPending) {
      return (
        <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', p: 4, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{translate(`${S}.loading`)}</Typography>
        </Stack>
      );
    }
    if (error) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {translate(`${S}.try_again`)}
            </Button>
          }
        >
          {translate(`${S}.messages.fetch_failed`)}
        </Alert>
      );
    }
    const filtered = Object.values(filterValues).some((value) => value !== undefined && value !== '');
    const empty = <Typography sx={{ p: 4, textAlign: 'center' }}>{translate(filtered ? `${S}.no_match` : `${S}.empty`)}</Typography>;
    if (isPhone) {
      return (
        <>
          {data?.length ? <SubUserCards {...controls} /> : empty}
          {total ? <Pagination rowsPerPageOptions={[10, 25, 50]} /> : null}
        </>
      );
    }
    return (
      <Card>
        <SubUserTable {...controls} empty={empty} />
        {total ? <Pagination rowsPerPageOptions={[10, 25, 50]} /> : null}
      </Card>
    );
  };

  return (
    <PageContainer>
      <Button startIcon={<ArrowBack />} onClick={goBack} sx={{ mb: 1.5, ml: -1 }}>
        {translate(`${S}.back`)}
      </Button>
      <ResourceContextProvider value="subusers">
        <ListContextProvider value={list}>
          <PageHeader
            titleKey="app.subusers.title"
            subtitle={translate(`${S}.subtitle`)}
            actions={
              <Stack direction="row" spacing={1}>
                {isPhone ? null : <ColumnsButton />}
                <CanAccess action="create">
                  <Button variant="contained" startIcon={<PersonAddAlt1 />} onClick={() => setModal({ kind: 'add' })}>
                    {translate(`${S}.add`)}
                  </Button>
                </CanAccess>
              </Stack>
            }
          />
          {!permissions || isMainUser(permissions) ? null : (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(`${S}.sub_user_banner`)}
            </Alert>
          )}
          <RoleFilters />
          <Box>{content()}</Box>
        </ListContextProvider>
      </ResourceContextProvider>
      <SubUserDialogs modal={modal} onClose={() => setModal(null)} roles={roles} team={data} />
    </PageContainer>
  );
}
