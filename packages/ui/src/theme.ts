/**
 * The one look of the five frontends: dark, high-contrast, with one acid accent. Every colour
 * pair used for text passes WCAG AA on its background.
 */
export const theme = {
  colors: {
    background: '#0b0b0d',
    surface: '#151518',
    surfaceRaised: '#1e1e23',
    border: '#34343c',
    text: '#f4f4f5',
    textMuted: '#a8a8b3',
    accent: '#d4ff3a',
    accentText: '#0b0b0d',
    danger: '#ff7a7a',
    dangerSurface: '#3a1518',
    success: '#5fe08f',
    successSurface: '#11301d',
    info: '#7cc7ff',
    infoSurface: '#10263a',
    focus: '#7cc7ff',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    display: '"Arial Black", "Helvetica Neue", system-ui, sans-serif',
  },
  radii: { small: '6px', medium: '10px', large: '16px', round: '999px' },
  /** Below this width the layouts switch to their mobile form. */
  mobileMaxWidth: 767,
  /**
   * From this width a wide table (the seller's drops: seven columns, up to three actions a row)
   * fits beside the sidebar; below it such a list shows as cards.
   */
  wideTableMinWidth: 1024,
  media: {
    mobile: '@media (max-width: 767px)',
    desktop: '@media (min-width: 768px)',
  },
  space: (steps: number) => `${steps * 4}px`,
} as const;

export type Theme = typeof theme;

// Gives every styled component's `props.theme` this theme's type, in every package that imports
// @drops/ui.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
