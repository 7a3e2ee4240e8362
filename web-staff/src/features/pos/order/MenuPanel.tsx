import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ItemSpec } from '@resto/domain';
import { memo, useMemo, useState } from 'react';
import { type PosMenuModel, searchItems, textOn, unsellableReason } from '../menu/posMenuModel';

export interface MenuPanelProps {
  model: PosMenuModel;
  portrait: boolean;
  money: (cents: number) => string;
  onItem(item: ItemSpec): void;
  onCustomItem(): void;
}

/** What a tile shows as its price: the base price, or "from" the smallest size of a pizza. */
function priceText(item: ItemSpec, money: (cents: number) => string): string {
  if (item.type === 'pizza') {
    const prices = Object.values(item.sizes).map((size) => size.price);
    return prices.length ? `from ${money(Math.min(...prices))}` : '';
  }
  if (item.type === 'halfAndHalf') return 'Half & half';
  return money(item.price.basePrice);
}

/**
 * Categories as big coloured buttons (their background colours from the menu) and the chosen
 * category's items as tiles; typing in search shows matches from every category instead.
 */
// Memoised: a tap changes only the order, so the menu grid (up to a thousand tiles) must not re-render
// with the register; every prop the register passes is stable between taps.
export const MenuPanel = memo(function MenuPanel({
  model,
  portrait,
  money,
  onItem,
  onCustomItem,
}: MenuPanelProps) {
  const [categoryId, setCategoryId] = useState(model.categories[0]?.id);
  const [search, setSearch] = useState('');
  const category = model.categories.find((entry) => entry.id === categoryId) ?? model.categories[0];
  const shown = useMemo(
    () => (search.trim() ? searchItems(model.items, search) : (category?.items ?? [])),
    [search, model.items, category],
  );

  return (
    <Box
      sx={{ display: 'flex', flexDirection: portrait ? 'column' : 'row', minHeight: 0, minWidth: 0, flex: 1 }}
    >
      <Box
        component="nav"
        aria-label="Categories"
        sx={{
          display: 'flex',
          flexDirection: portrait ? 'row' : 'column',
          gap: 1,
          p: 1,
          overflow: 'auto',
          flexShrink: 0,
          width: portrait ? 'auto' : 200,
          bgcolor: 'grey.100',
        }}
      >
        {model.categories.map((entry) => {
          const selected = !search.trim() && entry.id === category?.id;
          return (
            <ButtonBase
              key={entry.id}
              onClick={() => {
                setSearch('');
                setCategoryId(entry.id);
              }}
              aria-pressed={selected}
              sx={{
                minHeight: 64,
                minWidth: portrait ? 140 : undefined,
                px: 1.5,
                borderRadius: 2,
                justifyContent: 'flex-start',
                textAlign: 'left',
                fontWeight: 700,
                fontSize: '1rem',
                bgcolor: entry.backgroundColor ?? 'background.paper',
                color: textOn(entry.backgroundColor) ?? 'text.primary',
                outline: selected ? '4px solid' : '1px solid',
                outlineColor: selected ? 'primary.main' : 'divider',
                outlineOffset: selected ? -4 : -1,
              }}
            >
              {entry.name}
            </ButtonBase>
          );
        })}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'center' }}>
          <TextField
            type="search"
            label="Search the menu"
            value={search}
            onChange={(event) => setSearch(event.target.value.slice(0, 100))}
            sx={{ flex: 1 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded />
                  </InputAdornment>
                ),
              },
            }}
          />
          {model.customItem && (
            <ButtonBase
              onClick={onCustomItem}
              sx={{
                minHeight: 56,
                px: 2,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                gap: 1,
                fontWeight: 600,
              }}
            >
              <EditNoteRounded /> Custom item
            </ButtonBase>
          )}
        </Stack>
        <Box
          sx={{
            flex: 1,
            overflow: 'auto',
            p: 1,
            pt: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            gridAutoRows: 'min-content',
            gap: 1,
          }}
          aria-label={search.trim() ? 'Search results' : category?.name}
          role="list"
        >
          {shown.map((item) => (
            <ItemTile key={item.id} item={item} money={money} onItem={onItem} />
          ))}
          {shown.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 2, gridColumn: '1 / -1' }}>
              {search.trim()
                ? `Nothing on the menu matches “${search.trim()}”.`
                : 'No items in this category.'}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
});

const ItemTile = memo(function ItemTile({
  item,
  money,
  onItem,
}: {
  item: ItemSpec;
  money: (cents: number) => string;
  onItem(item: ItemSpec): void;
}) {
  const reason = unsellableReason(item);
  return (
    <ButtonBase
      role="listitem"
      disabled={reason !== undefined}
      onClick={() => onItem(item)}
      aria-label={`${item.name}${reason ? ` (${reason})` : ''}`}
      sx={{
        minHeight: 96,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: item.backgroundColor ?? 'background.paper',
        color: textOn(item.backgroundColor) ?? 'text.primary',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        textAlign: 'left',
        opacity: reason ? 0.5 : 1,
        '&:active': { transform: 'scale(0.98)' },
      }}
    >
      <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>{item.name}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, opacity: 0.85 }}>
        {reason ?? priceText(item, money)}
      </Typography>
    </ButtonBase>
  );
});
