import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import defaults from '../../src/config/defaults.json';

/** Verifies a Firebase ID token and answers its uid; rejects any token it does not accept. */
export type TokenVerifier = (token: string) => Promise<string>;

const APP_NAME = 'gridline-me';

/**
 * firebase-admin 13's verifyIdToken for the app's project (FIREBASE_PROJECT_ID, as the client's). It accepts the Auth
 * emulator's unsigned tokens only while FIREBASE_AUTH_EMULATOR_HOST is set (it then asks the emulator whether the
 * user still exists); otherwise only Google-signed tokens, checked against Google's public keys. Expiry is checked
 * on the real clock.
 */
export function firebaseVerifier(projectId = process.env.FIREBASE_PROJECT_ID || defaults.FIREBASE_PROJECT_ID) {
  const app: App =
    getApps().find((one) => one.name === `${APP_NAME}:${projectId}`) ??
    initializeApp({ projectId }, `${APP_NAME}:${projectId}`);
  const auth = getAuth(app);
  return async (token: string) => (await auth.verifyIdToken(token)).uid;
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_.=-]+)$/.exec(header?.trim() ?? '');
  return match?.[1];
}
