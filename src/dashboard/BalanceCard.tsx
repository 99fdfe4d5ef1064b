import { Box, Button, Skeleton, Tooltip, Typography } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { EXPLORERS, NETWORKS, type Network } from '../../contract/constants';
import type { DashboardQuery, DashboardWallet } from '../../contract/dashboard';
import { formatAmount } from '../common/formatters';
import { DashboardCard, type CardSx } from './DashboardCard';
import { useDashboardData } from './useDashboardData';

function Figure({ label, value, large = false }: { label: string; value: number | null | undefined; large?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={large ? { gridColumn: '1 / -1', pb: 2 } : { pt: 2, borderTop: '1px solid rgba(255,255,255,0.16)' }}>
      <Typography component="dt" variant="body2" sx={{ opacity: 0.8, fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          mt: 0.25,
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          letterSpacing: '-0.02em',
          fontSize: large ? { xs: '1.9rem', md: '2.125rem' } : '1.125rem',
        }}
      >
        {value === undefined ? (
          <Skeleton width={large ? 180 : 90} sx={{ bgcolor: 'rgba(255,255,255,0.18)' }} />
        ) : (
          <>
            {formatAmount(value)}
            <Box component="span" sx={{ ml: 0.75, fontSize: large ? '1rem' : '0.8rem', fontWeight: 600, opacity: 0.8, letterSpacing: 0 }}>
              {translate('app.dashboard.usdt')}
            </Box>
          </>
        )}
      </Typography>
    </Box>
  );
}

/** The merchant's wallet on the network in its explorer; without one, disabled with a tooltip that says why. */
function WalletButton({ network, wallets }: { network: Network; wallets: DashboardWallet[] }) {
  const translate = useTranslate();
  const address = wallets.find((wallet) => wallet.walletNetwork === network)?.walletAddress;
  // A disabled button takes no pointer events, so the tooltip sits on a wrapper.
  return (
    <Tooltip title={address ? undefined : translate('app.dashboard.balance.no_wallet')}>
      <Box component="span" sx={{ display: 'flex' }}>
        <Button
          variant="outlined"
          disabled={!address}
          {...(address ? { href: `${EXPLORERS[network].address}${address}`, target: '_blank', rel: 'noopener noreferrer' } : {})}
          endIcon={<OpenInNew fontSize="small" />}
          sx={{
            whiteSpace: 'nowrap',
            width: '100%',
            color: 'common.white',
            borderColor: 'rgba(255,255,255,0.4)',
            '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' },
            '&.Mui-disabled': { color: 'rgba(255,255,255,0.5)', borderColor: 'rgba(255,255,255,0.2)' },
          }}
        >
          {translate(`app.dashboard.balance.view_wallet.${network}`)}
        </Button>
      </Box>
    </Tooltip>
  );
}

/** The page's focal point: white on indigo, a soft ring of light in the corner under the content. */
const BALANCE_SX = {
  position: 'relative',
  color: 'common.white',
  border: 'none',
  background: 'linear-gradient(135deg, #1E1B4B 0%, #3730A3 48%, #4F46E5 100%)',
  '& > *': { position: 'relative', zIndex: 1 },
  '&::after': {
    content: '""',
    position: 'absolute',
    width: 260,
    height: 260,
    right: -90,
    top: -120,
    borderRadius: '50%',
    background: 'radial-gradient(circle, rgba(129,140,248,0.55) 0%, rgba(129,140,248,0) 70%)',
    pointerEvents: 'none',
  },
} as const;

/** Real-time Balance (000 section 2): Total, Available and Fee in USDT, and the wallets in the test explorer. */
export function BalanceCard({ query, sx }: CardSx & { query: DashboardQuery | null }) {
  const translate = useTranslate();
  const { data } = useDashboardData(query, { card: true });
  return (
    <DashboardCard
      title={translate('app.dashboard.balance.title')}
      sx={[BALANCE_SX, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {/* One dl whose children are only dt/dd groups: a nested wrapper would break the list for screen readers. */}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2 }}>
        <Figure label={translate('app.dashboard.balance.total')} value={data?.totalAmount} large />
        <Figure label={translate('app.dashboard.balance.available')} value={data?.availableBalance} />
        <Figure label={translate('app.dashboard.balance.fee')} value={data?.feeAmt} />
      </Box>
      {/* Side by side where the card is wide; stacked in the narrow right column and on phones. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr' }, gap: 1 }}>
        {NETWORKS.map((network) => (
          <WalletButton key={network} network={network} wallets={data?.wallet ?? []} />
        ))}
      </Box>
    </DashboardCard>
  );
}
