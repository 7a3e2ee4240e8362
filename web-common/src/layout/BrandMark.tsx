import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The platform's name. One place, so renaming the product is one edit. */
export const BRAND_NAME = 'Resto';

export interface BrandMarkProps {
  /** Shown after the brand, e.g. 'Admin' or 'Kitchen'. */
  product?: string;
  size?: 'small' | 'large';
}

/** Logo tile plus name, used in top bars and on sign-in pages. */
export function BrandMark({ product, size = 'small' }: BrandMarkProps) {
  const tile = size === 'large' ? 48 : 34;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: tile,
          height: tile,
          flexShrink: 0,
          borderRadius: size === 'large' ? '14px' : '10px',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.contrastText',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.light}, ${theme.palette.primary.dark})`,
          '& svg': { fontSize: size === 'large' ? 28 : 20 },
        }}
      >
        <RestaurantRounded />
      </Box>
      <Typography
        component="span"
        noWrap
        sx={{
          fontFamily: (theme) => theme.typography.h1.fontFamily,
          fontWeight: 600,
          fontSize: size === 'large' ? '1.75rem' : '1.25rem',
          letterSpacing: '-0.01em',
        }}
      >
        {BRAND_NAME}
        {product && (
          <Box component="span" sx={{ color: 'primary.main', ml: 0.75 }}>
            {product}
          </Box>
        )}
      </Typography>
    </Box>
  );
}
