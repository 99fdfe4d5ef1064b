import { RECOVERY_CODE_MESSAGES } from '../../contract/recoveryCodes';

/** 2FA recovery codes in the two-factor panel (issue 16). */
export const recoveryCodesMessages = {
  title: 'Recovery codes',
  help: 'If you lose your authenticator or cannot get a code, sign in with one of these codes instead. Each works once.',
  remaining: '%{count} of %{total} recovery codes left',
  low: 'Only %{count} recovery codes left. Generate new ones before you run out.',
  none: 'No recovery codes left. Generate new ones now.',
  generate: 'Generate new codes',
  generate_help: 'Enter a current 2FA code. Your old recovery codes stop working.',
  send_code: 'Send code',
  confirm: 'Generate',
  cancel: 'Cancel',
  show_once: 'Save these codes now: they are shown only once.',
  list_label: 'Your recovery codes',
  copy: 'Copy',
  copied: 'Recovery codes copied',
  copy_failed: 'Failed to copy',
  download: 'Download .txt',
  saved: 'I have saved them',
  regenerated: RECOVERY_CODE_MESSAGES.regenerated,
  file_heading: 'USDT Gateway recovery codes. Each code works once. Generated %{date}.',
};
