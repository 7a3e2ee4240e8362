import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { describeError, LoadingScreen, PageHeader, usePageTitle } from '@resto/web-common';
import { useMemo } from 'react';
import { PizzaSettingsForm } from './components/PizzaSettingsForm';
import { useStoreMenu } from './useStoreMenu';

/** `.../settings/pizza`: sizes, toppings and the pizza switches. */
export default function PizzaSettingsPage() {
  usePageTitle('Pizza settings');
  const menu = useStoreMenu();
  const pizzasPerSize = useMemo(() => {
    const counts = new Map<string, number>();
    for (const item of menu.items) {
      if (item.type !== 'pizza') continue;
      for (const sizeId of Object.keys(item.sizes)) counts.set(sizeId, (counts.get(sizeId) ?? 0) + 1);
    }
    return counts;
  }, [menu.items]);
  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeader
        eyebrow={menu.store?.name}
        title="Pizza settings"
        subtitle="Sizes and extra toppings shared by every pizza of this store."
      />
      {menu.error ? (
        <Alert severity="error">{describeError(menu.error).message}</Alert>
      ) : menu.loading ? (
        <LoadingScreen label="Loading pizza settings…" />
      ) : (
        <PizzaSettingsForm
          restaurantId={menu.restaurantId}
          storeId={menu.storeId}
          paths={menu.paths}
          stored={menu.pizzaSettings ?? null}
          symbol={menu.symbol}
          pizzasPerSize={pizzasPerSize}
        />
      )}
    </Box>
  );
}
