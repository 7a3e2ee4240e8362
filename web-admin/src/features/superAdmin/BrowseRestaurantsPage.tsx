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
import Typography from '@mui/material/Typography';
import type { RestaurantSearchRecord } from '@resto/domain';
import { describeError, EmptyState, LoadingScreen, PageHeader, usePageTitle } from '@resto/web-common';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { useSearchIndex } from '../search/useSearchIndex';

const PAGE_SIZE = 25;

/**
 * `/super-admin/restaurants/browse`: every restaurant on the platform, found by typing part of its
 * name (word prefixes, a typo forgiven), its suburb or its id, through the search service with the
 * super admin's search-only key, a page at a time, each opening the restaurant's admin.
 */
export default function BrowseRestaurantsPage() {
  usePageTitle('Browse restaurants');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const [pageIndex, setPageIndex] = useState(0);
  const page = useSearchIndex<RestaurantSearchRecord>(
    '/api/search/search-only-api-keys/super-admin',
    'restaurants',
    { query: search, page: pageIndex, hitsPerPage: PAGE_SIZE },
  );
  const restaurants = page.data?.hits ?? [];
  const pages = page.data?.nbPages ?? 0;

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
          setPageIndex(0);
        }}
        fullWidth
        sx={{ mb: 2, maxWidth: 480 }}
        helperText="Any words of the name or suburb (a typo is fine), or the restaurant's id"
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
          {describeError(page.error).message || 'We could not search the restaurants.'}
        </Alert>
      ) : !page.data ? (
        <LoadingScreen label="Loading restaurants…" />
      ) : restaurants.length === 0 ? (
        <EmptyState
          icon={<StorefrontRounded />}
          title={search ? `No restaurant matches “${search}”` : 'No restaurants yet'}
          description={
            search
              ? 'Try fewer words, or the first letters of another word of its name.'
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
                  secondary={[
                    restaurant.restaurantId,
                    ...restaurant.suburbs,
                    restaurant.countryCode,
                    restaurant.timezone,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', gap: 1, p: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }}>
              {page.data.nbHits === 1 ? '1 restaurant' : `${page.data.nbHits} restaurants`}
              {pages > 1 ? ` · page ${pageIndex + 1} of ${pages}` : ''}
            </Typography>
            <Button
              disabled={pageIndex === 0}
              onClick={() => setPageIndex((index) => Math.max(0, index - 1))}
            >
              Previous
            </Button>
            <Button disabled={pageIndex + 1 >= pages} onClick={() => setPageIndex((index) => index + 1)}>
              Next
            </Button>
          </Stack>
        </Card>
      )}
    </>
  );
}
