import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublishedCategory } from '@resto/domain';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { categorySectionId } from '../../shell/CategoryNav';
import { useStoreContext } from '../../shell/StoreContext';
import { categoryPath } from '../../shell/storePaths';
import { MenuItemCard } from './MenuItemCard';

/** Cards in one column on phones, two from tablet width up. */
export const ITEM_GRID_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  gap: { xs: 1.5, sm: 2 },
  p: 0,
  m: 0,
} as const;

export interface MenuSectionProps {
  category: PublishedCategory;
  now: Date;
  eagerImages?: number;
  /** Links the heading to the category page (on the menu home). */
  linkHeading?: boolean;
  /** Renders only the first items (the menu home adds the rest progressively). */
  itemLimit?: number;
  /** The category page shows the name (and picture) in its own header, so the section does not repeat it. */
  hideHeading?: boolean;
  /**
   * Lower down a long page: the browser lays the section out and paints it only when it scrolls
   * near (`content-visibility: auto`), reserving an estimate of its height until then. The whole
   * menu is in the page (and in its text for search and crawlers); the first paint pays only for
   * the first screen.
   */
  renderWhenNear?: boolean;
}

/** Rough heights (px) of a dish card and of a section's heading, for the space reserved off screen. */
const CARD_HEIGHT_ESTIMATE = 150;
const HEADING_HEIGHT_ESTIMATE = 80;

function reservedHeight(itemCount: number, columns: number, gap: number): string {
  const rows = Math.ceil(itemCount / columns);
  return `auto ${HEADING_HEIGHT_ESTIMATE + rows * (CARD_HEIGHT_ESTIMATE + gap)}px`;
}

function MenuSectionView({
  category,
  now,
  eagerImages = 0,
  linkHeading = false,
  itemLimit,
  hideHeading = false,
  renderWhenNear = false,
}: MenuSectionProps) {
  const { basePath } = useStoreContext();
  const headingId = `${categorySectionId(category.id)}-heading`;
  return (
    <Box
      component="section"
      id={categorySectionId(category.id)}
      {...(hideHeading ? { 'aria-label': category.name } : { 'aria-labelledby': headingId })}
      sx={{
        scrollMarginTop: { xs: 120, sm: 130 },
        mb: 4,
        ...(renderWhenNear
          ? {
              contentVisibility: 'auto',
              containIntrinsicSize: {
                xs: reservedHeight(itemLimit ?? category.items.length, 1, 12),
                md: reservedHeight(itemLimit ?? category.items.length, 2, 16),
              },
            }
          : {}),
      }}
    >
      {!hideHeading && (
        <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.45rem', sm: '1.7rem' }, mb: 0.5 }}>
          {linkHeading ? (
            <Link
              component={RouterLink}
              to={categoryPath(basePath, category.id)}
              color="inherit"
              underline="hover"
            >
              {category.name}
            </Link>
          ) : (
            category.name
          )}
        </Typography>
      )}
      {!hideHeading && category.description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {category.description}
        </Typography>
      )}
      <Box component="ul" sx={ITEM_GRID_SX}>
        {category.items.slice(0, itemLimit).map((item, index) => (
          <MenuItemCard
            key={item.id}
            item={item}
            categoryId={category.id}
            now={now}
            eagerImage={index < eagerImages}
          />
        ))}
      </Box>
    </Box>
  );
}

/** Memoised for the same reason as MenuItemCard: only the section that grows renders again. */
export const MenuSection = memo(MenuSectionView);
