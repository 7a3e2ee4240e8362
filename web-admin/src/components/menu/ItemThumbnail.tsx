import Box from '@mui/material/Box';
import type { ItemSpec } from '@resto/domain';
import { OptimizedImage } from '@resto/web-common';

/** The item's picture, or its POS colour with its initial when it has none. */
export function ItemThumbnail({
  item,
  size = 56,
}: {
  item: Pick<ItemSpec, 'name' | 'image' | 'backgroundColor'>;
  size?: number;
}) {
  if (item.image) {
    return (
      <OptimizedImage
        image={item.image}
        alt=""
        width={size}
        aspectRatio="square"
        sx={{ borderRadius: 2, width: size, height: size }}
      />
    );
  }
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: 2,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        fontSize: size / 2.6,
        color: item.backgroundColor ? 'common.white' : 'text.secondary',
        bgcolor: item.backgroundColor ?? 'action.hover',
        textShadow: item.backgroundColor ? '0 1px 2px rgba(0,0,0,.35)' : undefined,
      }}
    >
      {item.name.trim().charAt(0).toUpperCase() || '?'}
    </Box>
  );
}
