/**
 * The only module that imports firebase. The app loads it with a dynamic import after the first
 * render (see features/auth/authSession.ts), so the SDK never delays the first paint; jest mocks it.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAdditionalUserInfo,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { env } from '../config/env';

/** A signed-in user as the app keeps it: serializable fields only. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  provider: 'password' | 'google.com' | string;
}

interface Services {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
}

let services: Services | undefined;

function hostAndPort(value: string): [string, number] {
  const url = new URL(/^https?:\/\//.test(value) ? value : `http://${value}`);
  return [url.hostname, Number(url.port || 80)];
}

function init(): Services {
  if (services) return services;
  const app = initializeApp(env.firebase);
  // No popup resolver here: given one, Firebase sets up Google's popup iframe (apis.google.com/js/api.js)
  // at start-up on phones. It is handed to signInWithPopup instead, when a Google button is pressed.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (env.firebaseAuthEmulatorUrl) connectAuthEmulator(auth, env.firebaseAuthEmulatorUrl, { disableWarnings: true });
  const db = getFirestore(app);
  if (env.firestoreEmulatorHost) connectFirestoreEmulator(db, ...hostAndPort(env.firestoreEmulatorHost));
  services = { app, auth, db };
  return services;
}

/** The store's view of a user: serializable fields only. */
function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    provider: user.providerData[0]?.providerId ?? 'password',
  };
}

export function subscribeToAuthState(listener: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(init().auth, (user) => listener(user ? toAuthUser(user) : null));
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  return toAuthUser((await signInWithEmailAndPassword(init().auth, email, password)).user);
}

export async function signUpWithEmail(email: string, password: string): Promise<AuthUser> {
  return toAuthUser((await createUserWithEmailAndPassword(init().auth, email, password)).user);
}

/** Google in a popup (500×600, Firebase's size); `isNewUser` tells a sign-up from a returning account. */
export async function signInWithGoogle(): Promise<{ user: AuthUser; isNewUser: boolean }> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const result = await signInWithPopup(init().auth, provider, browserPopupRedirectResolver);
  return { user: toAuthUser(result.user), isNewUser: getAdditionalUserInfo(result)?.isNewUser ?? false };
}

export async function signOutUser(): Promise<void> {
  await signOut(init().auth);
}

/** Whether `admins/{uid}` exists (the uid list is checked by the caller). */
export async function adminDocumentExists(uid: string): Promise<boolean> {
  return (await getDoc(doc(init().db, 'admins', uid))).exists();
}

/** The signed-in user's ID token for the API's `/api/me/…` (refreshed by the SDK when near expiry); null signed out. */
export async function currentIdToken(): Promise<string | null> {
  const user = init().auth.currentUser;
  return user ? user.getIdToken() : null;
}
