/**
 * Design tokens: the one place colours, type, space, radii and shadows are defined.
 * Direction (see shared DESIGN-SYSTEM): deep sea blue for primary actions, tea-garden green for
 * success and availability, warm amber for offers, red only for errors. Dark values are chosen
 * for contrast (WCAG 2.2 AA: 4.5:1 body text, 3:1 UI parts), not inverted.
 */
export interface Palette {
  primary: string;
  primaryHover: string;
  onPrimary: string;
  success: string;
  onSuccess: string;
  accent: string;
  onAccent: string;
  /** Lit rating stars: at least 3:1 on the surfaces they sit on (WCAG 1.4.11). */
  rating: string;
  danger: string;
  onDanger: string;
  background: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  focus: string;
  headerBg: string;
  footerBg: string;
  footerText: string;
}

export const lightPalette: Palette = {
  primary: '#0b4f7c', // 8.6:1 on white
  primaryHover: '#083b5d',
  onPrimary: '#ffffff',
  success: '#1d6b35', // 6.2:1 on white
  onSuccess: '#ffffff',
  accent: '#f2a516',
  onAccent: '#1b1405', // 9.9:1 on the amber
  rating: '#b26b00', // 4.2:1 on white, 3.7:1 on surfaceAlt
  danger: '#b42318', // 6.5:1 on white
  onDanger: '#ffffff',
  background: '#f5f8fa',
  surface: '#ffffff',
  surfaceAlt: '#eaf1f6',
  text: '#17212b', // 15.9:1 on white
  textMuted: '#4a5868', // 7.0:1 on white
  border: '#7b8a99', // input borders: 3.5:1 on white, 3.3:1 on the page background (1.4.11 asks 3:1)
  focus: '#1d6fd8',
  headerBg: '#ffffff',
  footerBg: '#0a2a40',
  footerText: '#e3edf5',
};

export const darkPalette: Palette = {
  primary: '#6cbcf5', // 8.4:1 on the dark surface
  primaryHover: '#95d0fa',
  onPrimary: '#04223a',
  success: '#5fd08f',
  onSuccess: '#062313',
  accent: '#fbbf24',
  onAccent: '#1b1405',
  rating: '#fbbf24', // 9.9:1 on the dark surface
  danger: '#ff8a80',
  onDanger: '#2b0502',
  background: '#0d151e',
  surface: '#15202b',
  surfaceAlt: '#1c2a38',
  text: '#e8eef4', // 14.6:1 on the surface
  textMuted: '#a9b7c5', // 8.0:1 on the surface
  border: '#6b7f93',
  focus: '#8fd0ff',
  headerBg: '#111b25',
  footerBg: '#081119',
  footerText: '#d5e1ec',
};

/** Fixed brand colours for imagery-like surfaces (hero bands) that look the same in both themes. */
export const brand = {
  deepSea: '#0b4f7c',
  teaGarden: '#1d6b35',
  night: '#0a2a40',
  onImage: '#ffffff',
  scrim: 'rgba(4, 30, 48, 0.6)',
  /** Behind white text on a photo: white on it over a white pixel is still 6.9:1 (0.6 gives 4.6). */
  textScrim: 'rgba(4, 30, 48, 0.72)',
} as const;

export const fontFamily = "'Noto Sans', 'Noto Sans Arabic', system-ui, -apple-system, 'Segoe UI', sans-serif";
/**
 * Pages in English or Turkish: their only Arabic is the language menu's «العربية», drawn by a system
 * face, so the Arabic font files (about 50 kB a weight) download for Arabic pages only.
 */
export const latinPageFontFamily = "'Noto Sans', system-ui, -apple-system, 'Segoe UI', sans-serif";

/** Type scale in px. */
export const fontSize = { xs: 12, sm: 14, md: 16, lg: 20, xl: 24, xxl: 32, display: 40 } as const;
/** 4-pt spacing steps: space(1) = 4px. */
export const space = (steps: number): string => `${steps * 4}px`;
export const radius = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;
export const shadow = {
  sm: '0 1px 2px rgba(10, 30, 50, 0.12)',
  md: '0 4px 12px rgba(10, 30, 50, 0.16)',
  lg: '0 12px 32px rgba(10, 30, 50, 0.24)',
} as const;
export const breakpoint = { sm: '600px', md: '900px', lg: '1200px' } as const;

export interface AppTheme {
  mode: 'light' | 'dark';
  colors: Palette;
  fontFamily: string;
  fontSize: typeof fontSize;
  space: typeof space;
  radius: typeof radius;
  shadow: typeof shadow;
  breakpoint: typeof breakpoint;
  brand: typeof brand;
}

export function createTheme(mode: 'light' | 'dark'): AppTheme {
  return {
    mode,
    colors: mode === 'dark' ? darkPalette : lightPalette,
    fontFamily,
    fontSize,
    space,
    radius,
    shadow,
    breakpoint,
    brand,
  };
}
