import type { ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import { storedAuthAnswers } from '../../authProvider';
import { dashboardMessages } from '../i18n/dashboard';
import { needsAttentionMessages } from '../i18n/needsAttention';
import { createTranslate } from '../common/translate';
import { cardColumn, cardGrid, NeedsAttentionView, StatCardView, STATS, statsRow } from './DashboardCard';
import { earlyFigures } from './earlyDashboard';
import { earlyOpenCount } from './openPaymentIssues';

/** Narrower, the page's actions wrap under its title (below about 1,265 px for merchant@, sidebar open), and its cards move down. */
const ONE_LINE_HEADER = '@media (min-width: 1300px)';

const translate = createTranslate({ app: { dashboard: dashboardMessages, payment_issues: { card: needsAttentionMessages } } });

/** polyglot's "%{smart_count} one |||| %{smart_count} other", by English's rule (the sign-in page's translate has no plurals). */
const plural = (phrase: string, count: number) => phrase.split('||||')[count === 1 ? 0 : 1].trim().replace('%{smart_count}', String(count));

/**
 * Issue 27: the dashboard's first row of cards, drawn by the signed-in frame (src/SignedInFrame.tsx) from the early
 * answers while react-admin loads (about half a second): the period's figures and the open payments, where and as the
 * page draws them, so the page's largest paint comes with the frame. Once both answers are in; nothing for a failed
 * figures' request, or for a custom range (the page puts its dates between the title and the cards). On wide screens
 * only (ONE_LINE_HEADER), where the page's header sits on one line as the frame's title does. A promise, not a
 * component that suspends: React holds a boundary's content back up to 300 ms after its fallback showed.
 */
export async function frameCards(): Promise<ReactNode> {
  const figures = earlyFigures();
  const [data, count] = await Promise.all([figures?.settled, earlyOpenCount()?.settled]);
  if (!figures || !data || figures.query.filter === 'range') return null;
  // As the page: roles without the figures see 0.00 (000 section 6), and the count only when a payment is open.
  const shown = storedAuthAnswers()?.canAccess('dashboard', 'figures');
  const stat = (name: keyof typeof STATS) => (
    <StatCardView stat={name} period={figures.query.filter} translate={translate} value={shown ? data[STATS[name].field] : 0} />
  );
  const C = 'app.payment_issues.card';
  return (
    <Box sx={{ ...cardGrid, display: 'none', [ONE_LINE_HEADER]: { display: 'grid' } }}>
      <Box sx={cardColumn}>
        <Box sx={statsRow}>
          {stat('volume')}
          {stat('average')}
        </Box>
      </Box>
      <Box sx={cardColumn}>
        {count?.total ? (
          <NeedsAttentionView
            title={translate(`${C}.title`)}
            count={plural(translate(`${C}.count`), count.total)}
            action={
              <Button size="small" tabIndex={-1}>
                {translate(`${C}.view`)}
              </Button>
            }
          />
        ) : null}
      </Box>
    </Box>
  );
}
