import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useStores } from '@resto/web-common';
import { Fragment } from 'react';
import { StorefrontLinkCard } from './StorefrontLinkCard';

/** Every store's web address on the restaurant's pages; nothing while there are no stores yet. */
export function RestaurantStorefrontLinks({
  restaurantId,
  restaurantName,
}: {
  restaurantId: string;
  restaurantName: string;
}) {
  const { data: stores } = useStores(restaurantId);
  if (stores.length === 0) return null;
  const sorted = [...stores].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Card component="section" aria-label="Where customers order" sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h4" component="h2">
          Where customers order
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>
          Each store has its own web address. Share it, or print its QR code for the counter.
        </Typography>
        {sorted.map((store, index) => (
          <Fragment key={store.id}>
            {index > 0 && <Divider />}
            <StorefrontLinkCard
              variant="compact"
              restaurantId={restaurantId}
              storeId={store.id}
              storeName={store.name}
              restaurantName={restaurantName}
            />
          </Fragment>
        ))}
      </CardContent>
    </Card>
  );
}
