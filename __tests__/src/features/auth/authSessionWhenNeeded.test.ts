import { makeStore } from '../../../../src/app/store';
import { mayHoldStoredUser, startAuthSessionWhenNeeded } from '../../../../src/features/auth/authSession';
import { loadFirebase } from '../../../../src/lib/loadFirebase';
import { fakeFirebase, resetFakeFirebase, setFakeUser, userFor } from '../../../utils/fakeFirebase';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);

const STORED = 'firebase:authUser:demo-key:[DEFAULT]';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetFakeFirebase();
  window.localStorage.clear();
});

describe('the identity service at start-up (issue #22: nothing loaded that a visitor does not need)', () => {
  it('tells a browser that may hold a signed-in user by the key the service keeps it under', () => {
    expect(mayHoldStoredUser()).toBe(false);
    window.localStorage.setItem('gridline:theme', 'dark');
    expect(mayHoldStoredUser()).toBe(false);
    window.localStorage.setItem(STORED, '{}');
    expect(mayHoldStoredUser()).toBe(true);
    // Storage that cannot be read says nothing: the service is asked.
    expect(
      mayHoldStoredUser(() => {
        throw new Error('SecurityError');
      }),
    ).toBe(true);
  });

  it('with no stored user: signed out at once, the service not loaded until something asks for it', async () => {
    const store = makeStore();
    startAuthSessionWhenNeeded(store);
    expect(store.getState().auth.status).toBe('signedOut');
    await settle();
    expect(fakeFirebase.subscribeToAuthState).not.toHaveBeenCalled();

    // A sign-in loads the service: the session starts with it, and mirrors its user.
    await loadFirebase();
    await settle();
    expect(fakeFirebase.subscribeToAuthState).toHaveBeenCalledTimes(1);
    setFakeUser(userFor('fan@gridline.test'));
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: { email: 'fan@gridline.test' } });

    // Once started, it is not started again.
    await loadFirebase();
    await settle();
    expect(fakeFirebase.subscribeToAuthState).toHaveBeenCalledTimes(1);
  });

  it('with no stored user: starts when another tab of the app stores one', async () => {
    const store = makeStore();
    startAuthSessionWhenNeeded(store);
    window.dispatchEvent(new StorageEvent('storage', { key: 'gridline:theme' }));
    await settle();
    expect(fakeFirebase.subscribeToAuthState).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: STORED }));
    await settle();
    expect(fakeFirebase.subscribeToAuthState).toHaveBeenCalledTimes(1);
  });

  it('with a stored user: loads the service and starts the session straight away', async () => {
    window.localStorage.setItem(STORED, '{}');
    const store = makeStore();
    startAuthSessionWhenNeeded(store);
    await settle();
    expect(fakeFirebase.subscribeToAuthState).toHaveBeenCalledTimes(1);
    setFakeUser(userFor('back@gridline.test'));
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: { email: 'back@gridline.test' } });
  });
});
