import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { PublishedItem } from '@resto/domain';
import { OptimizedImage } from '@resto/web-common';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { itemBuilderPath } from '../../shell/storePaths';
import { useCart } from '../cart/cartStore';
import { menuCardPrice } from './fromPrice';
import { AllergenLine, ItemLabels } from './ItemFacts';
import { itemStatus } from './menuModel';
import { Pill } from './Pill';
import { useMoney } from './useMoney';
import { useStoreMenu } from './useStoreMenu';

const IMAGE_SIZE = { xs: 96, sm: 112 };

export interface MenuItemCardProps {
  item: PublishedItem;
  categoryId: string;
  /** The time availability is judged at (one clock per page, so every card agrees). */
  now: Date;
  /** The first cards load their pictures at once; the rest when scrolled near. */
  eagerImage?: boolean;
}

/**
 * One dish on the menu: name, label, description, dietary and allergen facts, the domain's price and
 * a picture. Opens its builder; an item that cannot be ordered is greyed out with the reason instead.
 */
function MenuItemCardView({ item, categoryId, now, eagerImage = false }: MenuItemCardProps) {
  const { basePath } = useStoreContext();
  const { menu, catalogue } = useStoreMenu();
  const collectionType = useCart((state) => state.collectionType);
  const money = useMoney();
  const status = itemStatus(item, menu, collectionType, now);
  const price = menuCardPrice(item, menu, catalogue, collectionType);
  const to = status.orderable ? itemBuilderPath(basePath, categoryId, item) : undefined;

  const body = (
    <Box sx={{ display: 'flex', gap: 2, p: { xs: 1.75, sm: 2 }, alignItems: 'stretch', width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
          {item.name}
        </Typography>
        {item.description && (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {item.description}
          </Typography>
        )}
        <ItemLabels item={item} />
        <AllergenLine item={item} compact />
        <Box sx={{ mt: 'auto', pt: 0.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {price && (
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
              {price.from && (
                <Box component="span" sx={{ fontWeight: 500, color: 'text.secondary', mr: 0.5 }}>
                  from
                </Box>
              )}
              {money(price.cents)}
            </Typography>
          )}
          {!status.orderable && (
            <Pill sx={{ bgcolor: 'action.selected', color: 'text.primary', fontWeight: 600 }}>
              {status.reason === 'Sold Out' ? 'Sold Out' : (status.detail ?? status.reason)}
            </Pill>
          )}
        </Box>
      </Box>
      <OptimizedImage
        image={item.image}
        alt=""
        width={112}
        aspectRatio="square"
        eager={eagerImage}
        webp
        sx={{ width: IMAGE_SIZE, height: IMAGE_SIZE, borderRadius: 3, alignSelf: 'flex-start' }}
      />
    </Box>
  );

  return (
    <Card
      component="li"
      data-testid={`menu-item-${item.id}`}
      aria-disabled={to ? undefined : true}
      sx={{
        listStyle: 'none',
        display: 'flex',
        height: '100%',
        ...(to ? {} : { bgcolor: 'action.hover', '& img': { filter: 'grayscale(1)', opacity: 0.6 } }),
      }}
    >
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ display: 'flex', alignItems: 'stretch' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/** Memoised: the menu home adds dishes a few at a time, and cards already shown need not render again. */
export const MenuItemCard = memo(MenuItemCardView);
