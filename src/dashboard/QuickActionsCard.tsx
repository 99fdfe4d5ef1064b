import { Box, ButtonBase, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { CanAccess, LinkBase, useTranslate } from 'react-admin';
import type { Permission } from '../../contract/permissions';
import { DashboardCard, IconBadge, type CardSx } from './DashboardCard';

/** The Quick Actions of 000 section 2, each behind its own permission; one without is for every signed-in user. */
const QUICK_ACTIONS: readonly { labelKey: string; path: string; icon: SvgIconComponent; permission?: Permission }[] = [
  { labelKey: 'view_transactions', path: '/transactions', icon: ReceiptLongOutlined, permission: 'transactions-view' },
  { labelKey: 'api_documentation', path: '/api-credentials', icon: MenuBookOutlined, permission: 'api-credentials' },
  { labelKey: 'payout_requests', path: '/withdraw-requests', icon: PaymentsOutlined, permission: 'approved-withdrawals' },
  { labelKey: 'role_management', path: '/role-management', icon: GroupOutlined, permission: 'role-management' },
  { labelKey: 'wallet_services', path: '/wallet-service-types', icon: AccountBalanceWalletOutlined },
  { labelKey: 'settings', path: '/settings', icon: SettingsOutlined },
];

function QuickActionTile({ action }: { action: (typeof QUICK_ACTIONS)[number] }) {
  const translate = useTranslate();
  return (
    <ButtonBase
      component={LinkBase}
      to={action.path}
      sx={(theme) => ({
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        gap: 1,
        p: 1.5,
        borderRadius: 2,
        border: `1px solid ${theme.palette.divider}`,
        textAlign: 'left',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': { borderColor: theme.palette.primary.main, bgcolor: alpha(theme.palette.primary.main, 0.04) },
        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <IconBadge Icon={action.icon} size={30} radius={1.5} />
      <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {translate(`app.dashboard.quick_actions.${action.labelKey}`)}
      </Typography>
    </ButtonBase>
  );
}

export function QuickActionsCard({ sx }: CardSx) {
  const translate = useTranslate();
  return (
    <DashboardCard title={translate('app.dashboard.quick_actions.title')} sx={sx}>
      <Box component="nav" aria-label={translate('app.dashboard.quick_actions.title')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
        {QUICK_ACTIONS.map((action) =>
          action.permission ? (
            <CanAccess key={action.path} resource="permissions" action={action.permission}>
              <QuickActionTile action={action} />
            </CanAccess>
          ) : (
            <QuickActionTile key={action.path} action={action} />
          ),
        )}
      </Box>
    </DashboardCard>
  );
}
