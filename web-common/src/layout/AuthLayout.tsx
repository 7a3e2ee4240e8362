import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BRAND_NAME, BrandMark } from './BrandMark';
import { usePageTitle } from './usePageTitle';

export interface AuthLayoutProps {
  /** Shown after the brand name, e.g. 'Admin'. */
  product: string;
  title: string;
  subtitle?: ReactNode;
  /** The headline of the brand panel beside the form on wide screens. */
  tagline: string;
  highlights?: string[];
  children: ReactNode;
  /** Links under the form, e.g. "New here? Create an account". */
  footer?: ReactNode;
}

/** Sign-in style pages: a brand panel on wide screens, a focused single column on phones. */
export function AuthLayout({
  product,
  title,
  subtitle,
  tagline,
  highlights = [],
  children,
  footer,
}: AuthLayoutProps) {
  usePageTitle(title);
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(380px, 5fr) 7fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="aside"
        sx={(theme) => ({
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: '#FFFFFF',
          background: `radial-gradient(120% 80% at 0% 0%, ${theme.palette.primary.light} 0%, transparent 60%),
            linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
          position: 'relative',
          overflow: 'hidden',
        })}
      >
        <Box sx={{ '& .MuiTypography-root, & .MuiBox-root': { color: '#FFFFFF' } }}>
          <BrandMark product={product} />
        </Box>
        <Box sx={{ maxWidth: 460 }}>
          <Typography variant="h1" component="p" sx={{ fontSize: '2.6rem', lineHeight: 1.1, mb: 3 }}>
            {tagline}
          </Typography>
          <Stack spacing={1.5}>
            {highlights.map((highlight) => (
              <Box
                key={highlight}
                sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', opacity: 0.95 }}
              >
                <CheckCircleRounded sx={{ fontSize: 22, mt: '1px', opacity: 0.9 }} />
                <Typography sx={{ fontSize: '1.0625rem' }}>{highlight}</Typography>
              </Box>
            ))}
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.75 }}>
          © {new Date().getFullYear()} {BRAND_NAME}
        </Typography>
      </Box>

      <Box
        component="main"
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'center',
          px: { xs: 2.5, sm: 4 },
          py: { xs: 4, md: 6 },
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 420 }}>
          <Box sx={{ display: { md: 'none' }, mb: 5 }}>
            <BrandMark product={product} />
          </Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.25rem' }, mb: 1 }}>
            {title}
          </Typography>
          {subtitle && <Typography sx={{ color: 'text.secondary', mb: 4 }}>{subtitle}</Typography>}
          {!subtitle && <Box sx={{ mb: 3 }} />}
          {children}
          {footer && (
            <Box sx={{ mt: 4, color: 'text.secondary', textAlign: 'center', typography: 'body2' }}>
              {footer}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
