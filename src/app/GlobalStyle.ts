import { createGlobalStyle } from 'styled-components';
import { palettes, paletteDeclarations } from '../components/theme';

/** Both palettes as custom properties; `data-theme` on <html> (set by the theme listener) picks one. */
export const GlobalStyle = createGlobalStyle`
  :root {
    color-scheme: light;
    ${paletteDeclarations(palettes.light)}
  }

  :root[data-theme='dark'] {
    color-scheme: dark;
    ${paletteDeclarations(palettes.dark)}
  }

  /* A prerendered page, before the app sets data-theme, follows the system's scheme. */
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme]) {
      color-scheme: dark;
      ${paletteDeclarations(palettes.dark)}
    }
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-width: 320px;
    background: ${({ theme }) => theme.colors.page};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
    line-height: 1.5;
  }

  button, input, select {
    font: inherit;
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
