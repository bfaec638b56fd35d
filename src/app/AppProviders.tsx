import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import type { AppStore } from './store';
import { cssTheme } from '../components/theme';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** Store, theme and global styles: shared by the app's entry point and the tests. */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={cssTheme}>
        <GlobalStyle />
        <Suspense fallback={null}>{children}</Suspense>
      </ThemeProvider>
    </Provider>
  );
}
