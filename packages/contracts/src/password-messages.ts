// Free of the schema builder: the frontends' first screens take these words without TypeBox.
/**
 * Issue 30: password reset (sellers and administrators), the seller's password change, and
 * what their answers and mails say. The spec is silent on all of it: our words
 * (docs/decisions.md).
 */
export const passwordMessages = {
  forgotTitle: 'Forgot password?',
  forgotIntro:
    'Enter the email of your account and we will mail you a link to choose a new password.',
  forgotSubmit: 'Send the link',
  forgotAccepted:
    'If an account uses this email, a link to reset its password is on its way. It works once, within 30 minutes.',
  resetTitle: 'Choose a new password',
  resetSubmit: 'Set the new password',
  resetDone: 'Your password has been reset. Sign in with your new password.',
  resetLinkInvalid: 'This reset link is not valid any more. Ask for a new one.',
  resetLinkMissing: 'This page needs the link from your mail. Ask for a new one.',
  askAgain: 'Ask for a new link',
  backToSignIn: 'Back to sign in',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  currentPassword: 'Current password',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Your current password is not correct',
  changeTitle: 'Password',
  changeSubmit: 'Change password',
  changed: 'Your password has been changed.',
  changeFailed: 'Failed to change password. Please try again.',
  requestFailed: 'Your request could not be sent. Please try again.',
} as const;

/**
 * A token as mailed (reset, invitation, verification): 32 random bytes in base64url (43
 * characters). Here, apart from mailed-token.ts's schema, for the frontends' first screens.
 */
export const resetTokenLength = 43;
