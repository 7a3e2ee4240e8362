import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ItemSpec } from '@resto/domain';
import { Link as RouterLink } from 'react-router-dom';
import { availabilityChips } from './availabilityChips';
import { ItemThumbnail } from './ItemThumbnail';
import { ITEM_TYPE_COPY } from './itemTypeCopy';
import { MoveButtons } from './MoveButtons';
import { SoldOutSwitch } from './SoldOutSwitch';
import type { DragRowProps } from './useDragReorder';

export interface ItemRowProps {
  item: ItemSpec;
  restaurantId: string;
  storeId: string;
  price: string;
  editTo: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  canReorder: boolean;
  drag: DragRowProps;
  isDragOver: boolean;
  /** Counts the Sold out command as one on its way (for the published-menu line). */
  track?: <T>(command: Promise<T>) => Promise<T>;
}

/** One item in the menu list: picture, name, type, price, where it sells, and Sold out. */
export function ItemRow({
  item,
  restaurantId,
  storeId,
  price,
  editTo,
  index,
  count,
  onMove,
  canReorder,
  drag,
  isDragOver,
  track,
}: ItemRowProps) {
  const chips = availabilityChips(item);
  return (
    <Box
      component="li"
      {...drag}
      aria-label={item.name}
      sx={{
        listStyle: 'none',
        display: 'flex',
        gap: { xs: 1, sm: 1.5 },
        alignItems: 'center',
        px: { xs: 1, sm: 1.5 },
        py: 1.25,
        borderTop: '1px solid',
        borderColor: isDragOver ? 'primary.main' : 'divider',
        borderTopWidth: isDragOver ? 2 : 1,
        opacity: item.available ? 1 : 0.65,
        bgcolor: 'background.paper',
      }}
    >
      {canReorder && count > 1 && (
        <MoveButtons name={item.name} index={index} count={count} onMove={onMove} />
      )}
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <ItemThumbnail item={item} />
      </Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <ItemThumbnail item={item} size={40} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Link
          component={RouterLink}
          to={editTo}
          underline="hover"
          sx={{ fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere' }}
        >
          {item.name}
        </Link>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {price}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={ITEM_TYPE_COPY[item.type].label}
            sx={{ height: 20, fontSize: 11 }}
          />
        </Stack>
        {chips.length > 0 && (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            {chips.map((chip) => (
              <Chip
                key={chip.label}
                size="small"
                label={chip.label}
                color={chip.tone === 'default' ? 'default' : chip.tone}
                variant={chip.tone === 'default' ? 'filled' : 'outlined'}
                sx={{ height: 22, fontSize: 12 }}
              />
            ))}
          </Stack>
        )}
      </Box>
      <SoldOutSwitch
        restaurantId={restaurantId}
        storeId={storeId}
        itemId={item.id}
        itemName={item.name}
        soldout={item.soldout}
        track={track}
      />
    </Box>
  );
}
