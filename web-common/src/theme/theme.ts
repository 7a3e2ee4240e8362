import { alpha, createTheme, type Theme } from '@mui/material/styles';

export type BrandMode = 'light' | 'dark';

const BODY_FONT = '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** A warm serif for headings gives the menu-card feel restaurants expect, without hurting legibility. */
const HEADING_FONT = '"Fraunces Variable", Fraunces, Georgia, "Times New Roman", serif';

const PALETTES = {
  light: {
    primary: { main: '#B83227', light: '#D9544A', dark: '#8A1F17', contrastText: '#FFFFFF' },
    secondary: { main: '#2F5D50', light: '#4E7D6F', dark: '#1E3F36', contrastText: '#FFFFFF' },
    background: { default: '#FAF6F1', paper: '#FFFFFF' },
    text: { primary: '#2A1F1A', secondary: '#6B5B53' },
    divider: 'rgba(42, 31, 26, 0.12)',
  },
  dark: {
    // Kitchen screens: dark surfaces cut glare, brighter accents stay readable at a distance.
    primary: { main: '#F0664F', light: '#FF8A75', dark: '#C74A36', contrastText: '#1A0E0B' },
    secondary: { main: '#7FC4A8', light: '#A3D9C3', dark: '#5A9C82', contrastText: '#0E1A15' },
    background: { default: '#14110F', paper: '#1F1A17' },
    text: { primary: '#F5EEE8', secondary: '#BFB2A9' },
    divider: 'rgba(245, 238, 232, 0.12)',
  },
} as const;

/** The platform's brand theme: deep tomato red on warm cream, rounded cards, serif headings. */
export function createBrandTheme(mode: BrandMode = 'light'): Theme {
  const palette = PALETTES[mode];
  const shadowColor = mode === 'light' ? '42, 31, 26' : '0, 0, 0';
  return createTheme({
    palette: { mode, ...palette },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: BODY_FONT,
      h1: {
        fontFamily: HEADING_FONT,
        fontWeight: 600,
        fontSize: '2.25rem',
        lineHeight: 1.15,
        letterSpacing: '-0.01em',
      },
      h2: {
        fontFamily: HEADING_FONT,
        fontWeight: 600,
        fontSize: '1.875rem',
        lineHeight: 1.2,
        letterSpacing: '-0.01em',
      },
      h3: { fontFamily: HEADING_FONT, fontWeight: 600, fontSize: '1.5rem', lineHeight: 1.25 },
      h4: { fontFamily: HEADING_FONT, fontWeight: 600, fontSize: '1.25rem', lineHeight: 1.3 },
      h5: { fontWeight: 650, fontSize: '1.125rem', lineHeight: 1.35 },
      h6: { fontWeight: 650, fontSize: '1rem', lineHeight: 1.4 },
      subtitle1: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      overline: { fontWeight: 700, letterSpacing: '0.08em' },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: ({ theme }) => ({
            backgroundColor: theme.palette.background.paper,
            borderBottom: `1px solid ${theme.palette.divider}`,
          }),
        },
      },
      MuiPaper: {
        styleOverrides: { rounded: { borderRadius: 16 } },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: ({ theme }) => ({
            borderRadius: 16,
            border: `1px solid ${theme.palette.divider}`,
            boxShadow: `0 1px 2px rgba(${shadowColor}, 0.04), 0 8px 24px rgba(${shadowColor}, 0.06)`,
          }),
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 10, paddingInline: 18 },
          sizeLarge: { paddingBlock: 11, fontSize: '1rem' },
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: ({ theme }) => ({
            borderRadius: 10,
            backgroundColor: mode === 'light' ? '#FFFFFF' : alpha(theme.palette.common.white, 0.03),
          }),
        },
      },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
      MuiListItemButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            borderRadius: 10,
            marginInline: 8,
            marginBlock: 1,
            '&.active, &.Mui-selected': {
              backgroundColor: alpha(theme.palette.primary.main, mode === 'light' ? 0.1 : 0.18),
              color: mode === 'light' ? theme.palette.primary.dark : theme.palette.primary.light,
              '& .MuiListItemIcon-root': { color: 'inherit' },
            },
          }),
        },
      },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 38 } } },
      MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 18 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
