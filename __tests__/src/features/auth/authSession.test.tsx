import { act, screen, waitFor } from '@testing-library/react';
import { AppLayout } from '../../../../src/app/layout/AppLayout';
import { ADMIN_UIDS } from '../../../../src/config/adminUids';
import { NOTICE_MS } from '../../../../src/features/auth/AuthNotice';
import { startAuthSession } from '../../../../src/features/auth/authSession';
import { noticeShown } from '../../../../src/features/auth/authSlice';
import { fakeFirebase, resetFakeFirebase, setFakeUser, userFor } from '../../../utils/fakeFirebase';
import { renderWithProviders } from '../../../utils/renderWithProviders';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);
// The footer (AppFooter.test.tsx) asks /sources from a chunk of its own, which would answer after these tests end.
jest.mock('../../../../src/app/layout/AppFooter', () => ({ AppFooter: () => null }));

beforeEach(() => resetFakeFirebase());
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const admin = userFor('admin@gridline.test', ADMIN_UIDS[0]);
const routes = [{ element: <AppLayout />, children: [{ path: '/nfl', element: <h1>This week</h1> }] }];

async function renderSignedIn(user: ReturnType<typeof userFor> | null) {
  const rendered = renderWithProviders(null, { route: '/nfl', routes });
  await act(async () => void (await startAuthSession(rendered.store)));
  if (user) await act(async () => setFakeUser(user));
  return rendered;
}

const banner = () => screen.getByTestId('banner');

describe('the admin check and the banners', () => {
  it('shows the free-trial banner and Sign in when signed out', async () => {
    await renderSignedIn(null);
    expect(banner()).toHaveTextContent('Free Trial through Week 7');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows 'Admin User' for a listed uid whose admins document exists, and reads that document", async () => {
    fakeFirebase.adminDocumentExists.mockResolvedValueOnce(true);
    const { store } = await renderSignedIn(admin);
    await waitFor(() => expect(banner()).toHaveTextContent('Admin User'));
    expect(fakeFirebase.adminDocumentExists).toHaveBeenCalledWith(ADMIN_UIDS[0]);
    expect(store.getState().admin).toEqual({ isAdmin: true, status: 'checked' });
    expect(screen.getByText('admin@gridline.test')).toBeInTheDocument();
  });

  it('is not admin when the document exists but the uid is not in the list', async () => {
    fakeFirebase.adminDocumentExists.mockResolvedValueOnce(true);
    const { store } = await renderSignedIn(userFor('former@gridline.test', 'gridlineFormerAdmin000000001'));
    await waitFor(() => expect(store.getState().admin.status).toBe('checked'));
    expect(store.getState().admin.isAdmin).toBe(false);
    expect(banner()).toHaveTextContent('Free Trial through Week 7');
  });

  it('is not admin when the uid is listed but there is no document', async () => {
    const { store } = await renderSignedIn(admin);
    await waitFor(() => expect(store.getState().admin.status).toBe('checked'));
    expect(store.getState().admin.isAdmin).toBe(false);
  });

  it("logs 'Error checking admin status:' and treats the user as not admin when the read fails", async () => {
    const failure = new Error('offline');
    fakeFirebase.adminDocumentExists.mockRejectedValueOnce(failure);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = await renderSignedIn(admin);
    await waitFor(() => expect(store.getState().admin.status).toBe('checked'));
    expect(store.getState().admin.isAdmin).toBe(false);
    expect(log).toHaveBeenCalledWith('Error checking admin status:', failure);
  });

  it('signs out from the header, keeps the page, and drops the admin banner at once', async () => {
    fakeFirebase.adminDocumentExists.mockResolvedValueOnce(true);
    const { user, router } = await renderSignedIn(admin);
    await waitFor(() => expect(banner()).toHaveTextContent('Admin User'));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(banner()).toHaveTextContent('Free Trial through Week 7');
    expect(router.state.location.pathname).toBe('/nfl');
  });
});

describe('the sign-up notice', () => {
  it('is announced as a status for at least 4 s, then goes', async () => {
    jest.useFakeTimers();
    const { store } = await renderSignedIn(null);
    act(() => void store.dispatch(noticeShown('Account created successfully! You are now logged in.')));
    const notice = screen.getByText('Account created successfully! You are now logged in.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    act(() => void jest.advanceTimersByTime(4_000));
    expect(notice).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(NOTICE_MS - 4_000));
    expect(screen.queryByText('Account created successfully! You are now logged in.')).not.toBeInTheDocument();
  });
});
