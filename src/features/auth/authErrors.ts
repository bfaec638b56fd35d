/** Readable sentences for the identity service's error codes (spec §8); others keep the service's message. */
const MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': 'Incorrect email or password.',
  'auth/invalid-login-credentials': 'Incorrect email or password.',
  'auth/wrong-password': 'Incorrect email or password.',
  'auth/user-not-found': 'Incorrect email or password.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/missing-email': 'Please enter your email address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/weak-password': 'The password must be at least 6 characters long.',
  'auth/email-already-in-use': 'An account with this email already exists. Try logging in instead.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-blocked': 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before signing in.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before signing in.',
  'auth/unauthorized-domain': 'Sign-in is not enabled for this web address.',
  'auth/user-mismatch': 'That account does not match the one signed in.',
  'auth/multi-factor-auth-required': 'This account needs multi-factor sign-in, which Gridline does not support yet.',
  'auth/missing-recaptcha-token': 'The security check did not complete. Please try again.',
  'auth/operation-not-allowed': 'This way of signing in is not enabled.',
};

const FALLBACK = 'Sign-in failed. Please try again.';

/** The message to show for a failed sign-in or sign-up. */
export function authErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && MESSAGES[code]) return MESSAGES[code];
    if (typeof message === 'string' && message.trim() !== '') return message.replace(/^Firebase:\s*/, '');
  }
  return FALLBACK;
}
