import Avatar from '@mui/material/Avatar';
import type { Image } from '@resto/domain';
import { OptimizedImage } from '@resto/web-common';

const TILE_COLOURS = ['#B83227', '#2F5D50', '#C0762B', '#6B4E9B', '#2B6A8F', '#8C4A3C'];

/**
 * The restaurant's logo when it has one; otherwise initials on a colour picked from the name, so each
 * restaurant keeps its colour.
 */
export function RestaurantAvatar({ name, size = 56, logo }: { name: string; size?: number; logo?: Image }) {
  if (logo) {
    return (
      <OptimizedImage
        image={logo}
        alt={`${name} logo`}
        width={size}
        aspectRatio="square"
        eager
        sx={{ borderRadius: `${Math.round(size / 3.5)}px`, bgcolor: 'background.paper' }}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  const colour =
    TILE_COLOURS[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % TILE_COLOURS.length];
  return (
    <Avatar
      variant="rounded"
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: `${Math.round(size / 3.5)}px`,
        bgcolor: colour,
        fontFamily: (theme) => theme.typography.h1.fontFamily,
        fontSize: size * 0.4,
        fontWeight: 600,
      }}
    >
      {initials || '?'}
    </Avatar>
  );
}
