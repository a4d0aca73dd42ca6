import { createGlobalStyle } from 'styled-components';
import { focusRing } from './components/layout';

/** Page-wide rules; rendered once by whichever app owns the page (the shell, or a remote alone). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 16px;
    line-height: 1.5;
  }
  a { color: ${({ theme }) => theme.colors.accent}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible {
    ${focusRing}
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation: none !important; transition: none !important; }
  }
`;
