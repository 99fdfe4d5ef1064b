import { registerMessages } from '.';

/** API Credentials (001 sections 2.3, 5 and 8). */
export const credentialsMessages = registerMessages('app.credentials', {
  subtitle: 'Your keys for the payment gateway API',
  loading: 'Loading API credentials...',
  user_id: 'User ID',
  api_key: 'API Key',
  api_secret: 'API Secret',
  show_secret: 'Show API Secret',
  hide_secret: 'Hide API Secret',
  copy: 'Copy %{field}',
  security_warning: {
    title: 'Security Warning',
    body: 'Keep your API secret private. Never share it, never put it in client-side code or a public repository. Anyone holding it can create payments in your name.',
  },
  quick_start: {
    title: 'Quick Start',
    body: 'Open the payment link generator with your credentials to create a payment link and its QR code.',
    open: 'Open QR Code Generator',
    direct_url: 'Direct URL',
    copy_url: 'Copy direct URL',
  },
  best_practices: {
    title: 'Best Practices',
    tips: {
      server_side: 'Store the API key and secret on your server, in environment variables or a secrets manager.',
      no_client: 'Never embed the secret in browser or mobile code, and never commit it to source control.',
      ip_whitelist: 'Restrict API access to your server IPs in Settings, IP Restriction.',
      https: 'Call the API over HTTPS only, and verify webhook callbacks before trusting them.',
      rotate: 'Rotate your credentials when a team member leaves or when you suspect a leak.',
    },
  },
  errors: {
    no_user: 'User not logged in. Please login first.',
    no_role: 'User role not found. Please log in again.',
    unsupported_role: 'Your role (%{role}) may not have access to API credentials. Please contact an administrator.',
    forbidden: 'Access denied: %{message} Please check your role permissions.',
    unauthorized: 'Authentication failed: %{message} Please log in again.',
    not_found: 'Not found: %{message}',
    other: '%{message}',
    status: 'Failed to fetch API key: %{status}',
    no_key: 'API Key not found in response',
    no_secret: 'API Secret not found in response',
  },
});
