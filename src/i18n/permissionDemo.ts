import { registerMessages } from '.';

/** The Permission Demo's words (001 section 2.7), registered with its chunk; its title stays in the catalogue for the menu. */
export const permissionDemoMessages = registerMessages('app.permission_demo', {
  intro: 'What your account may do, checked against the same role matrix the server enforces.',
  your_permissions: 'Your permissions',
  granted: 'Granted',
  denied: 'Denied',
  example_title: 'Example role table',
  example_label: 'Example',
  example_note:
    'An illustration of how roles can differ. It is not used for access: the real rules are the role matrix your account is checked against.',
  example_role: 'Role',
  example_permissions: 'Permissions',
});
export const permissionStatusMessages = registerMessages('app.permission_status', {
  title: 'Permission status',
  role: 'Role',
  account_type: 'Account type',
  sub_user: 'Sub User',
  main_user: 'Main User',
  total: 'Total permissions: %{count}',
});
