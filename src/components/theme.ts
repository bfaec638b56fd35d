/** Breakpoints of CONTRACT §2: xs < 600 ≤ sm < 900 ≤ md < 1200 ≤ lg. */
const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;

export type ThemeName = 'light' | 'dark';

const lightColors = {
  page: '#f3f5f8',
  surface: '#ffffff',
  surfaceMuted: '#eef1f5',
  text: '#141b26',
  textMuted: '#4b5565',
  border: '#d5dbe3',
  header: '#0b1f3a',
  headerText: '#ffffff',
  headerMuted: '#c3cfdf',
  /** Translucent fills and outlines of the header's controls, over `header`. */
  headerControl: 'rgba(255, 255, 255, 0.12)',
  headerControlHover: 'rgba(255, 255, 255, 0.2)',
  headerOutline: 'rgba(255, 255, 255, 0.35)',
  banner: '#102a4c',
  accent: '#1d4ed8',
  accentText: '#ffffff',
  focus: '#c2610c',
  gold: '#ffd34d',
  adminGreen: '#5ee38a',
  positive: '#0f7a3a',
  negative: '#b42318',
  better: '#0f7a3a',
  worse: '#b42318',
  error: '#b42318',
  afc: '#c8102e',
  nfc: '#013369',
  imageOverlay: 'rgba(11, 31, 58, 0.8)',
  imageOverlayText: '#ffffff',
  rowSelected: '#e7efff',
  tableHeader: '#e9edf3',
  backdrop: 'rgba(11, 31, 58, 0.55)',
  /**
   * The comparison chart's bars, one per player: far apart in lightness (L* 12, 47, 74, 93), so greyscale tells them
   * apart.
   */
  chartBar1: '#0b1f3a',
  chartBar2: '#3566d6',
  chartBar3: '#f0a33a',
  chartBar4: '#e4e9f0',
  /**
   * The line charts' series: each at 3:1 on the surface, far apart in lightness; markers and dashes tell them apart
   * too.
   */
  chartLine1: '#0b1f3a',
  chartLine2: '#2f62d8',
  chartLine3: '#cc6d12',
  chartLine4: '#4b5565',
};

export type ColorName = keyof typeof lightColors;
export type Palette = Record<ColorName, string>;

/** Calm greys and lighter hues on near-black; the header, banner and photo overlay keep their navy. */
const darkColors: Palette = {
  ...lightColors,
  page: '#0d1117',
  surface: '#161d27',
  surfaceMuted: '#1f2834',
  text: '#e6ebf2',
  textMuted: '#a6b0bf',
  border: '#364152',
  accent: '#7aa7ff',
  accentText: '#0b1220',
  focus: '#f59e0b',
  positive: '#4cc97a',
  negative: '#ff8a7a',
  better: '#4cc97a',
  worse: '#ff8a7a',
  error: '#ff8a7a',
  afc: '#ff5a6e',
  nfc: '#6a9eff',
  rowSelected: '#1e3050',
  tableHeader: '#212b38',
  backdrop: 'rgba(0, 0, 0, 0.65)',
  chartBar1: '#f1f4f8',
  chartBar2: '#8fb4ff',
  chartBar3: '#4f79c9',
  chartBar4: '#2a3445',
  chartLine1: '#f1f4f8',
  chartLine2: '#7aa7ff',
  chartLine3: '#f5b342',
  chartLine4: '#8a94a6',
};

/** Both palettes' values, for code that computes with colours (contrast checks, tests). */
export const palettes: Record<ThemeName, Palette> = { light: lightColors, dark: darkColors };

const cssVarName = (name: string) => `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** A palette as custom-property declarations (GlobalStyle puts each under its `:root` selector). */
export function paletteDeclarations(palette: Palette): string {
  return Object.entries(palette)
    .map(([name, value]) => `${cssVarName(name)}: ${value};`)
    .join('\n');
}

const base = {
  space: (n: number) => `${n * 4}px`,
  radius: '8px',
  shadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  breakpoints,
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  },
};

/**
 * The light theme with its colours as values: for code that computes with a colour (contrast) and
 * cannot read a custom property. Styles read `({ theme }) => theme.colors.x`, which follows the theme.
 */
export const theme = { ...base, colors: lightColors as Palette };

/**
 * What the ThemeProvider hands to styles: each colour is a custom property (`var(--color-text)`), so
 * switching the theme is one attribute on <html>, with no re-render. Not for SVG presentation
 * attributes (`fill="var(…)"` does not resolve there): use `style={{ fill }}`.
 */
export const cssTheme = {
  ...base,
  colors: Object.fromEntries(Object.keys(lightColors).map((name) => [name, `var(${cssVarName(name)})`])) as Palette,
};

export type AppTheme = typeof cssTheme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  export interface DefaultTheme extends AppTheme {}
}
