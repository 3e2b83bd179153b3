/** The own-account page's words beyond the shell's (web/src/strings.ts keeps the first-load ones). */
export const ownAccountText = {
  roleLabel: 'Role label',
  status: 'Status',
  active: 'Active',
  changePassword: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  repeatPassword: 'New password again',
  save: 'Change password',
  changed: 'Your password was changed.',
  mismatch: 'The two new passwords differ.',
  required: 'Enter your current password.',
  failed: 'The password could not be changed.',
};
