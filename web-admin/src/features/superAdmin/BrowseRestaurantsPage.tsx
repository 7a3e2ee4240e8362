import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RestaurantDirectoryEntry } from '@resto/domain';
import { type ApiPath, EmptyState, LoadingScreen, PageHeader, usePageTitle } from '@resto/web-common';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useApiResource } from '../../shared/useApiResource';
import { useDebouncedValue } from '../../shared/useDebouncedValue';

interface DirectoryPage {
  restaurants: RestaurantDirectoryEntry[];
  next?: { afterName: string; afterId: string };
}

const PAGE_SIZE = 25;

/**
 * `/super-admin/restaurants/browse`: every restaurant on the platform, found by typing any word of
 * its name (or its id), a page at a time, each opening the restaurant's admin.
 */
export default function BrowseRestaurantsPage() {
  usePageTitle('Browse restaurants');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  // The cursors of the pages before this one, so "Previous" goes back without re-reading them all.
  const [cursors, setCursors] = useState<{ afterName: string; afterId: string }[]>([]);
  const cursor = cursors[cursors.length - 1];
  const params = new URLSearchParams({ search, pageSize: String(PAGE_SIZE) });
  if (cursor) {
    params.set('afterName', cursor.afterName);
    params.set('afterId', cursor.afterId);
  }
  const path: ApiPath = `/api/super-admin/restaurants?${params.toString()}`;
  const page = useApiResource<DirectoryPage>(path);
  const restaurants = page.data?.restaurants ?? [];

  return (
    <>
      <PageHeader
        eyebrow="Platform"
        title="Browse restaurants"
        subtitle="Find any restaurant on the platform by typing part of its name, and open its admin."
      />
      <TextField
        label="Search restaurants"
        placeholder="e.g. vista"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setCursors([]);
        }}
        fullWidth
        sx={{ mb: 2, maxWidth: 480 }}
        helperText="Any word of the name, from its first two letters, or the restaurant's id"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 100 },
        }}
      />
      {page.error && !page.data ? (
        <Alert severity="error" action={<Button onClick={page.reload}>Try again</Button>}>
          {(page.error as { message?: string }).message ?? 'We could not load the restaurants.'}
        </Alert>
      ) : !page.data ? (
        <LoadingScreen label="Loading restaurants…" />
      ) : restaurants.length === 0 ? (
        <EmptyState
          icon={<StorefrontRounded />}
          title={search ? `No restaurant matches “${search}”` : 'No restaurants yet'}
          description={
            search
              ? 'Try the first letters of another word of its name.'
              : 'Restaurants appear here once created.'
          }
        />
      ) : (
        <Card sx={{ opacity: page.loading ? 0.6 : 1 }}>
          <List aria-label="Restaurants">
            {restaurants.map((restaurant) => (
              <ListItem
                key={restaurant.restaurantId}
                divider
                secondaryAction={
                  <Button
                    component={RouterLink}
                    to={`/restaurants/${encodeURIComponent(restaurant.restaurantId)}`}
                    endIcon={<ChevronRightRounded />}
                    aria-label={`Open ${restaurant.name}`}
                  >
                    Open
                  </Button>
                }
              >
                <ListItemIcon>
                  <StorefrontRounded />
                </ListItemIcon>
                <ListItemText
                  primary={restaurant.name}
                  secondary={[restaurant.restaurantId, restaurant.countryCode, restaurant.timezone]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, p: 1 }}>
            <Button disabled={cursors.length === 0} onClick={() => setCursors((list) => list.slice(0, -1))}>
              Previous
            </Button>
            <Button
              disabled={!page.data.next}
              onClick={() => {
                const next = page.data?.next;
                if (next) setCursors((list) => [...list, next]);
              }}
            >
              Next
            </Button>
          </Stack>
        </Card>
      )}
    </>
  );
}
