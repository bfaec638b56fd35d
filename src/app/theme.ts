
/** Breakpoints of CONTRACT §2: xs < 600 ≤ sm < 900 ≤ md < 1200 ≤ lg. */
const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;

export const theme = {
  colors: {
    page: '#f3f5f8',
    surface: '#ffffff',
    surfaceMuted: '#eef1f5',
    text: '#141b26',
    textMuted: '#4b5565',
    border: '#d5dbe3',
    header: '#0b1f3a',
    headerText: '#ffffff',
    headerMuted: '#c3cfdf',
    accent: '#1d4ed8',
    accentText: '#ffffff',
    focus: '#f59e0b',
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
  },
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
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  export interface DefaultTheme extends AppTheme {}
}
