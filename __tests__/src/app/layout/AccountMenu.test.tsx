import { act, screen, within } from '@testing-library/react';
import { AppLayout } from '../../../../src/app/layout/AppLayout';
import { startAuthSession } from '../../../../src/features/auth/authSession';
import { fakeFirebase, resetFakeFirebase, setFakeUser, userFor } from '../../../utils/fakeFirebase';
import { renderWithProviders } from '../../../utils/renderWithProviders';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);

/**
 * While true, the sign-out code (the auth-flows chunk, loaded on the click) fails to load, as webpack's import() does
 * offline.
 */
let mockChunkFails = false;
jest.mock('../../../../src/features/auth/authFlows', () => {
  if (mockChunkFails) throw Object.assign(new Error('Loading chunk auth-flows failed.'), { name: 'ChunkLoadError' });
  return jest.requireActual('../../../../src/features/auth/authFlows');
});

const SIGN_OUT_FAILED = 'Could not sign out. Check your connection and try again.';

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);
beforeEach(() => {
  resetFakeFirebase();
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  jest.restoreAllMocks();
  mockChunkFails = false;
});

const routes = [{ element: <AppLayout />, children: [{ path: '/nfl', element: <h1>This week</h1> }] }];

async function renderSignedIn() {
  const rendered = renderWithProviders(null, { route: '/nfl', routes });
  await act(async () => void (await startAuthSession(rendered.store)));
  await act(async () => setFakeUser(userFor('fan@gridline.test')));
  return rendered;
}

/** Lets pending promises (and Node's unhandled-rejection check) run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('Sign out that fails (issue #18 item 7)', () => {
  it('says so near the menu and keeps the user signed in when the sign-out code cannot load, then signs out on the next try', async () => {
    mockChunkFails = true;
    const { user, store } = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_OUT_FAILED);
    await settle();
    expect(unhandled).toEqual([]);
    expect(screen.getByText('fan@gridline.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: { email: 'fan@gridline.test' } });
    expect(fakeFirebase.signOutUser).not.toHaveBeenCalled();

    mockChunkFails = false;
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the identity service refuses to sign out, and the message can be dismissed', async () => {
    fakeFirebase.signOutUser.mockRejectedValueOnce(
      Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }),
    );
    const { user, store } = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_OUT_FAILED);
    await settle();
    expect(unhandled).toEqual([]);
    expect(store.getState().auth.user?.email).toBe('fan@gridline.test');
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

// jsdom applies no media queries: the account button, shown below md, is reached as hidden content here; the browser
// suite (smallerThings.e2e.ts) checks which of the two shows at which width.
describe('the account button below md (issue #60)', () => {
  const accountButton = () => screen.getByRole('button', { name: 'Account', hidden: true });
  const menu = () => screen.queryByRole('menu', { hidden: true });

  it('opens a menu that holds the whole email, My bets and Sign out, on the first item; the arrows move between them; Escape closes it back to the button', async () => {
    const { user } = await renderSignedIn();
    const button = accountButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const opened = menu() as HTMLElement;
    expect(button).toHaveAttribute('aria-controls', opened.id);
    expect(opened).toHaveAccessibleName('Signed in as fan@gridline.test');
    const myBets = within(opened).getByRole('menuitem', { name: 'My bets', hidden: true });
    const signOut = within(opened).getByRole('menuitem', { name: 'Sign out', hidden: true });
    expect(myBets).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(signOut).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(myBets).toHaveFocus();
    await user.keyboard('{End}');
    expect(signOut).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menu()).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.keyboard(' ');
    expect(menu()).toBeInTheDocument();
  });

  it('closes on a click outside it and on Tab', async () => {
    const { user } = await renderSignedIn();
    await user.click(accountButton());
    expect(menu()).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'This week' }));
    expect(menu()).not.toBeInTheDocument();

    await user.click(accountButton());
    await user.tab();
    expect(menu()).not.toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
  });

  it('takes the user to My bets from its menu (issue #61)', async () => {
    const { user, router } = await renderSignedIn();
    await user.click(accountButton());
    await user.click(screen.getByRole('menuitem', { name: 'My bets', hidden: true }));
    expect(router.state.location.pathname).toBe('/my-bets');
    expect(menu()).not.toBeInTheDocument();
  });

  it('signs out from its menu, keeping the page', async () => {
    const { user, router } = await renderSignedIn();
    await user.click(accountButton());
    await user.click(screen.getByRole('menuitem', { name: 'Sign out', hidden: true }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(fakeFirebase.signOutUser).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/nfl');
  });
});
