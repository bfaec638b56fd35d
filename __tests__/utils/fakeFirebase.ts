import type { AuthUser } from '../../src/lib/firebase';
import type * as Firebase from '../../src/lib/firebase';

/**
 * A stand-in for `src/lib/firebase.ts` (the one module boundary jest mocks): an identity service
 * with one current user that tells its subscribers, as Firebase's onAuthStateChanged does. Use:
 *   jest.mock('…/src/lib/firebase', () => require('…/__tests__/utils/fakeFirebase').fakeFirebase);
 */
type Listener = (user: AuthUser | null) => void;

const listeners = new Set<Listener>();
let currentUser: AuthUser | null = null;

export function setFakeUser(user: AuthUser | null): void {
  currentUser = user;
  for (const listener of listeners) listener(user);
}

export const userFor = (email: string, uid = `uid-${email}`, provider = 'password'): AuthUser => ({
  uid,
  email,
  displayName: null,
  provider,
});

export const fakeFirebase: { [Name in keyof typeof Firebase]: jest.MockedFunction<(typeof Firebase)[Name]> } = {
  subscribeToAuthState: jest.fn((listener: Listener) => {
    listeners.add(listener);
    listener(currentUser);
    return () => listeners.delete(listener);
  }),
  signInWithEmail: jest.fn(async (email: string, _password: string) => {
    const user = userFor(email);
    setFakeUser(user);
    return user;
  }),
  signUpWithEmail: jest.fn(async (email: string, _password: string) => {
    const user = userFor(email);
    setFakeUser(user);
    return user;
  }),
  signInWithGoogle: jest.fn(async () => {
    const user = userFor('google@gridline.test', 'uid-google', 'google.com');
    setFakeUser(user);
    return { user, isNewUser: true };
  }),
  signOutUser: jest.fn(async () => setFakeUser(null)),
  adminDocumentExists: jest.fn(async (_uid: string): Promise<boolean> => false),
  currentIdToken: jest.fn(async () => (currentUser ? `token-${currentUser.uid}` : null)),
};

/** Back to a signed-out service with the default behaviours. */
export function resetFakeFirebase(): void {
  listeners.clear();
  currentUser = null;
  for (const mock of Object.values(fakeFirebase)) mock.mockClear();
}
