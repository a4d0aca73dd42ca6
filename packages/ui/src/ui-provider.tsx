import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';
import { Toaster } from './toast/toaster';

/**
 * The theme for a subtree. `page` adds what exists once per page (global rules, the toaster):
 * the shell passes it, and a remote only when it runs alone.
 */
export function UiProvider({ children, page = false }: { children: ReactNode; page?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      {page ? <GlobalStyle /> : null}
      {children}
      {page ? <Toaster /> : null}
    </ThemeProvider>
  );
}
