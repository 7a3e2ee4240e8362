import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmptyState, usePageTitle } from '@resto/web-common';
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CART_BAR_SPACE, CartBar } from '../../shell/CartBar';
import { useStoreContext } from '../../shell/StoreContext';
import { MenuItemCard } from './MenuItemCard';
import { ITEM_GRID_SX } from './MenuSection';
import { searchMenu } from './menuModel';
import { useNow } from './useNow';
import { useStoreMenu } from './useStoreMenu';

/** `search`: instant search across item names and descriptions; the query lives in the URL (`?q=`). */
export default function SearchPage() {
  const { store } = useStoreContext();
  const { categories } = useStoreMenu();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => searchMenu(categories, deferredQuery), [categories, deferredQuery]);
  usePageTitle(`Search · ${store.name}`);
  const trimmed = deferredQuery.trim();

  return (
    <Box sx={{ pb: `${CART_BAR_SPACE}px` }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.1rem' }, mb: 2 }}>
        Search the menu
      </Typography>
      <TextField
        autoFocus
        fullWidth
        type="search"
        label="Dish or ingredient"
        placeholder="Try “pepperoni” or “vegan”"
        value={query}
        onChange={(event) =>
          setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
        }
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2.5, bgcolor: 'background.paper' }}
      />
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {trimmed === ''
          ? 'Type to search every dish on the menu.'
          : `${results.length} ${results.length === 1 ? 'dish matches' : 'dishes match'} “${trimmed}”`}
      </Typography>
      {trimmed !== '' && results.length === 0 ? (
        <EmptyState
          icon={<SearchOffRounded />}
          title="Nothing matches that"
          description="Check the spelling, or search for one word such as a topping or “salad”."
        />
      ) : (
        <Box component="ul" sx={ITEM_GRID_SX}>
          {results.map(({ category, item }) => (
            <MenuItemCard key={`${category.id}/${item.id}`} item={item} categoryId={category.id} now={now} />
          ))}
        </Box>
      )}
      <CartBar />
    </Box>
  );
}
