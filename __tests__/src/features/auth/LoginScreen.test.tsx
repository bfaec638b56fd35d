import { act, screen, within } from '@testing-library/react';
import LoginScreen from '../../../../src/features/auth/LoginScreen';
import { startAuthSession } from '../../../../src/features/auth/authSession';
import { authStateChanged } from '../../../../src/features/auth/authSlice';
import { fakeFirebase, resetFakeFirebase, setFakeUser, userFor } from '../../../utils/fakeFirebase';
import { renderWithProviders } from '../../../utils/renderWithProviders';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);

const track = jest.fn();
beforeEach(() => {
  resetFakeFirebase();
  track.mockClear();
  window.localStorage.clear();
  window.trackEvent = track;
});
afterEach(() => {
  delete window.trackEvent;
  jest.useRealTimers();
});

const routes = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/nfl', element: <h1>This week</h1> },
];
const renderLogin = () => renderWithProviders(null, { route: '/login', routes });

async function fillLogin(user: ReturnType<typeof renderLogin>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('the login screen', () => {
  it('shows the logo, the heading and the labelled fields and buttons', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    for (const name of ['Login', 'Sign in with Google', 'Sign Up'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it('logs in by email on Enter, records the time and the event, and goes to /nfl', async () => {
    const { user, store } = renderLogin();
    await fillLogin(user, ' fan@gridline.test ', 'gridline-fan{Enter}');
    expect(await screen.findByRole('heading', { name: 'This week' })).toBeInTheDocument();
    expect(fakeFirebase.signInWithEmail).toHaveBeenCalledWith('fan@gridline.test', 'gridline-fan');
    expect(Number(window.localStorage.getItem('loginTime'))).toBeGreaterThan(Date.now() - 10_000);
    expect(track).toHaveBeenCalledWith('Login');
    expect(store.getState().auth.user?.email).toBe('fan@gridline.test');
  });

  it.each([
    [{ code: 'auth/invalid-credential' }, 'Incorrect email or password.'],
    [{ code: 'auth/too-many-requests' }, 'Too many attempts. Please wait a moment and try again.'],
    [
      { code: 'auth/network-request-failed' },
      'Could not reach the sign-in service. Check your connection and try again.',
    ],
    [
      { code: 'auth/something-new', message: 'Firebase: Something new happened (auth/something-new).' },
      'Something new happened (auth/something-new).',
    ],
  ])('shows %j in red as %j, and the buttons work again', async (error, message) => {
    fakeFirebase.signInWithEmail.mockRejectedValueOnce(error);
    const { user } = renderLogin();
    await fillLogin(user, 'fan@gridline.test', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(track).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('loginTime')).toBeNull();
  });

  it('disables the buttons while a request is in flight', async () => {
    let finish: (value: ReturnType<typeof userFor>) => void = () => undefined;
    fakeFirebase.signInWithEmail.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderLogin();
    await fillLogin(user, 'fan@gridline.test', 'gridline-fan');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    for (const name of ['Login', 'Sign in with Google', 'Sign Up'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    await act(async () => {
      setFakeUser(userFor('fan@gridline.test'));
      finish(userFor('fan@gridline.test'));
    });
    expect(await screen.findByRole('heading', { name: 'This week' })).toBeInTheDocument();
  });

  it('sends a user who is already signed in to /nfl', async () => {
    const { store } = renderLogin();
    act(() => void store.dispatch(authStateChanged(userFor('fan@gridline.test'))));
    expect(await screen.findByRole('heading', { name: 'This week' })).toBeInTheDocument();
  });

  it('signs in with Google, a new account included', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('heading', { name: 'This week' })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('GoogleSignIn');
  });

  it('gives up on a Google popup 8 s after the page has focus back, so the button never hangs', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    fakeFirebase.signInWithGoogle.mockImplementationOnce(() => new Promise(() => undefined));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    act(() => void window.dispatchEvent(new FocusEvent('focus')));
    await act(async () => void jest.advanceTimersByTime(7_900));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(200));
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in window was closed before signing in.');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });

  it.each([
    [
      { code: 'auth/popup-blocked' },
      'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
    ],
    [{ code: 'auth/popup-closed-by-user' }, 'The sign-in window was closed before signing in.'],
  ])('explains a Google failure %j', async (error, message) => {
    fakeFirebase.signInWithGoogle.mockRejectedValueOnce(error);
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

/** The fake judges as the identity service does: it, not the browser, refuses what is missing or malformed. */
function serviceJudges(method: typeof fakeFirebase.signInWithEmail) {
  method.mockImplementationOnce(async (email: string, password: string) => {
    if (email === '') throw { code: 'auth/missing-email' };
    if (!email.includes('@')) throw { code: 'auth/invalid-email' };
    if (password === '') throw { code: 'auth/missing-password' };
    throw { code: 'auth/weak-password' };
  });
}

describe('no client-side field validation: the identity service judges the fields (spec §5, issue #18 item 2)', () => {
  it.each([
    ['an empty password', 'fan@gridline.test', '', 'Please enter your password.'],
    ['a malformed email', 'fan-at-gridline', 'gridline-fan', 'Please enter a valid email address.'],
    ['an empty email', '', 'gridline-fan', 'Please enter your email address.'],
  ])('sends %s to the service on Login and shows its message in red', async (_case, email, password, message) => {
    serviceJudges(fakeFirebase.signInWithEmail);
    const { user } = renderLogin();
    if (email) await user.type(screen.getByLabelText('Email'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fakeFirebase.signInWithEmail).toHaveBeenCalledWith(email, password);
  });

  it('sends an empty sign-up form to the service and shows its message in the dialog', async () => {
    serviceJudges(fakeFirebase.signUpWithEmail);
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up with Email' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(fakeFirebase.signUpWithEmail).toHaveBeenCalledWith('', '');
  });

  it('keeps the email keyboard but leaves validation to the service (noValidate, nothing required)', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const form of document.querySelectorAll('form')) expect(form).toHaveAttribute('novalidate');
    for (const field of screen.getAllByLabelText('Email')) expect(field).toHaveAttribute('type', 'email');
    for (const field of [...screen.getAllByLabelText('Email'), ...screen.getAllByLabelText('Password')])
      expect(field).not.toBeRequired();
  });
});

/** A Google popup whose answer the test gives when it likes, as a user who comes back to the popup later. */
function popupAnsweredLater() {
  let answer: (result: { user: ReturnType<typeof userFor>; isNewUser: boolean }) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  fakeFirebase.signInWithGoogle.mockImplementationOnce(
    () =>
      new Promise((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return {
    /** The identity service signs the account in (its subscribers hear first), then the popup call answers. */
    succeed: (user: ReturnType<typeof userFor>, isNewUser: boolean) =>
      act(async () => {
        setFakeUser(user);
        answer({ user, isNewUser });
      }),
    fail: (error: unknown) => act(async () => fail(error)),
  };
}

/** The main window has focus back, and keeps it for `ms`. */
async function focusBackFor(ms: number) {
  act(() => void window.dispatchEvent(new FocusEvent('focus')));
  await act(async () => void jest.advanceTimersByTime(ms));
}

const POPUP_CLOSED = 'The sign-in window was closed before signing in.';

describe('a Google popup that answers after the 8 s cancel detection (issue #18 item 1)', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));

  it('completes a late Google sign-in in full: loginTime, the GoogleSignIn event, /nfl, and no closed-popup error left', async () => {
    const popup = popupAnsweredLater();
    const { user, store } = renderLogin();
    await act(async () => void (await startAuthSession(store)));
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await focusBackFor(8_000);
    expect(await screen.findByRole('alert')).toHaveTextContent(POPUP_CLOSED);
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();

    await popup.succeed(userFor('late@gridline.test', 'uid-late', 'google.com'), false);
    expect(await screen.findByRole('heading', { name: 'This week' })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('GoogleSignIn');
    expect(Number(window.localStorage.getItem('loginTime'))).toBeGreaterThan(0);
    expect(store.getState().auth).toMatchObject({
      status: 'signedIn',
      error: null,
      user: { email: 'late@gridline.test' },
    });
  });

  it("applies the new-user rule to a late 'Sign Up with Google': an existing account is signed out again with the spec's message", async () => {
    const popup = popupAnsweredLater();
    const { user, store } = renderLogin();
    await act(async () => void (await startAuthSession(store)));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up with Google' }));
    await focusBackFor(8_000);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(POPUP_CLOSED);

    await popup.succeed(userFor('old@gridline.test', 'uid-old', 'google.com'), false);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This Google account is already associated with an existing user.',
    );
    expect(fakeFirebase.signOutUser).toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ user: null, status: 'signedOut' });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('loginTime')).toBeNull();
  });

  it('completes a late Google sign-up of a new account with its notice and the GoogleSignUp event', async () => {
    const popup = popupAnsweredLater();
    const { user, store } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up with Google' }));
    await focusBackFor(8_000);
    await popup.succeed(userFor('fresh@gridline.test', 'uid-fresh', 'google.com'), true);
    expect(await screen.findByRole('heading', { name: 'This week' })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('GoogleSignUp');
    expect(store.getState().auth.notice).toBe('Account created successfully! You are now logged in.');
  });

  it('shows what the identity service reports when the popup fails after the cancel detection', async () => {
    const popup = popupAnsweredLater();
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await focusBackFor(8_000);
    expect(await screen.findByRole('alert')).toHaveTextContent(POPUP_CLOSED);
    await popup.fail({ code: 'auth/network-request-failed' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not reach the sign-in service. Check your connection and try again.',
    );
  });

  it('does not give up while the user is back in the popup: only 8 s of focus in a row count', async () => {
    popupAnsweredLater();
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await focusBackFor(5_000);
    act(() => void window.dispatchEvent(new FocusEvent('blur')));
    await act(async () => void jest.advanceTimersByTime(5_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    await focusBackFor(8_000);
    expect(await screen.findByRole('alert')).toHaveTextContent(POPUP_CLOSED);
  });

  it('lets a second popup wait undisturbed when the first is cancelled by it', async () => {
    const first = popupAnsweredLater();
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await focusBackFor(8_000);
    await screen.findByRole('alert');
    popupAnsweredLater();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await first.fail({ code: 'auth/cancelled-popup-request' });
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the Create Account dialog', () => {
  async function openDialog() {
    const rendered = renderLogin();
    await rendered.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Create Account' }) };
  }

  it('has its text, fields and buttons, and Cancel closes it', async () => {
    const { user, dialog } = await openDialog();
    expect(
      within(dialog).getByText('Enter your email and password to create a new account, or sign up with Google.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    for (const name of ['Sign Up with Email', 'Sign Up with Google'])
      expect(within(dialog).getByRole('button', { name })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs up by email, records it and leaves the success notice for the next screen', async () => {
    const { user, dialog, store } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'new@gridline.test');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-enough{Enter}');
    expect(await screen.findByRole('heading', { name: 'This week' })).toBeInTheDocument();
    expect(fakeFirebase.signUpWithEmail).toHaveBeenCalledWith('new@gridline.test', 'secret-enough');
    expect(store.getState().auth.notice).toBe('Account created successfully! You are now logged in.');
    expect(track).toHaveBeenCalledWith('SignUp');
    expect(window.localStorage.getItem('loginTime')).not.toBeNull();
  });

  it('shows the service error inside the dialog', async () => {
    fakeFirebase.signUpWithEmail.mockRejectedValueOnce({ code: 'auth/email-already-in-use' });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'fan@gridline.test');
    await user.type(within(dialog).getByLabelText('Password'), 'whatever{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Try logging in instead.',
    );
  });

  it('signs up a new Google account', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up with Google' }));
    expect(await screen.findByRole('heading', { name: 'This week' })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('GoogleSignUp');
  });

  it('refuses a Google account that already exists and does not leave it signed in', async () => {
    fakeFirebase.signInWithGoogle.mockImplementationOnce(async () => {
      const user = userFor('old@gridline.test', 'uid-old', 'google.com');
      setFakeUser(user);
      return { user, isNewUser: false };
    });
    const { user, dialog, store } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up with Google' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This Google account is already associated with an existing user.',
    );
    expect(fakeFirebase.signOutUser).toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ user: null, status: 'signedOut' });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
  });
});
