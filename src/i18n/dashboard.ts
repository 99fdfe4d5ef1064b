/**
 * The `app.dashboard` namespace: the Merchant Dashboard home (000 sections 2, 4 and 8). Spec
 * strings are quoted exactly; `%{name}` marks a value.
 */
export const dashboardMessages = {
  subtitle: 'Deposits, payouts and balances of your account at a glance',
  period: {
    label: 'Period',
    today: 'Today',
    yesterday: 'Yesterday',
    thisWeek: 'This Week',
    thisMonth: 'This Month',
    last3Months: 'Last 3 Months',
    last6Months: 'Last 6 Months',
    currentYear: 'This Year',
    range: 'Custom Range',
  },
  range: {
    label: 'Custom Range',
    start: 'Start Date',
    end: 'End Date',
    incomplete: 'Pick both dates to see the figures of a custom range.',
    reversed: 'The start date comes after the end date: correct the range to see its figures.',
    reversed_start: 'The start date must be on or before the end date',
    reversed_end: 'The end date must be on or after the start date',
  },
  actions: {
    create_payment_link: 'Create Payment Link',
    refresh: 'Refresh',
  },
  stats: {
    volume: {
      today: "Today's Volume",
      thisMonth: "This Month's Volume",
      last6Months: "Last 6 Months' Volume",
      currentYear: "This Year's Volume",
      generic: 'Total Volume',
    },
    average: {
      today: "Today's Average Transaction",
      thisMonth: "This Month's Average Transaction",
      last6Months: "Last 6 Months' Average Transaction",
      currentYear: "This Year's Average Transaction",
      generic: 'Average Transaction',
    },
    volume_hint: 'Confirmed deposits',
    average_hint: 'Per confirmed deposit',
  },
  chart: {
    title: 'Deposit volume',
    label: 'Deposit volume over the selected period',
  },
  recent: {
    title: 'Recent Transactions',
    open_list: 'See all',
    view_all: 'View All Transactions',
    empty: 'No transactions yet. Deposits and payouts show here as they happen.',
    deposit: 'Deposit',
    payout: 'Payout',
    amount: '%{sign}%{amount} USDT',
  },
  balance: {
    title: 'Real-time Balance',
    total: 'Total Balance',
    available: 'Available Balance',
    fee: 'Fee Amount',
    view_wallet: {
      'USDT-TRC20': 'View Wallet TRC20',
      'USDT-ERC20': 'View Wallet ERC20',
    },
    no_wallet: 'No wallet on this network yet',
  },
  withdrawals: {
    title: 'Latest Withdrawals',
    view_all: 'View All Withdrawals',
    empty: 'No withdrawal requests yet.',
    failed: 'Failed to load withdrawal requests',
    retry: 'Retry',
  },
  quick_actions: {
    title: 'Quick Actions',
    view_transactions: 'View Transactions',
    api_documentation: 'API Documentation',
    payout_requests: 'Payout Requests',
    role_management: 'Role Management',
    wallet_services: 'Wallet Services',
    settings: 'Settings',
  },
  loading: 'Loading dashboard data...',
  error: 'Error loading dashboard: %{message}',
  failed: 'Failed to fetch dashboard data',
  retry: 'Retry',
  usdt: 'USDT',
};
