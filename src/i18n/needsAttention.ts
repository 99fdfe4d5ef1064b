/**
 * The dashboard's "Needs attention" card (issue 29), part of app.payment_issues (./paymentIssues.ts), in a file of its own:
 * the signed-in frame draws the card before react-admin and the screen's words are in (src/dashboard/DashboardFrame.tsx).
 */
export const needsAttentionMessages = { title: 'Needs attention', count: '%{smart_count} open payment |||| %{smart_count} open payments', view: 'View' };
