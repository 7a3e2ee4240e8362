import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_NAVBAR,
  MAX_NAVBAR_ITEMS,
  type NavbarItem,
  type NavbarRequest,
  ZNavbarRequest,
} from '@resto/domain';
import {
  PageHeader,
  ProblemAlert,
  UnsavedChangesGuard,
  usePageTitle,
  useViewerAccess,
} from '@resto/web-common';
import { useMemo, useState } from 'react';
import { useStoreContext } from '../../shared/useStoreContext';
import { FormSaveFooter } from './FormSaveFooter';
import { PublishCard } from './PublishCard';
import { previewLinks } from './previewSite';
import { SortableList } from './SortableList';
import { useDraftForm } from './useDraftForm';
import { useWebsiteDrafts } from './useWebsiteDrafts';
import { WebsitePreview } from './WebsitePreview';

const KIND_LABELS: Record<NavbarItem['kind'], string> = {
  home: 'Home page',
  page: 'Custom page',
  link: 'Web link',
  order: 'Order button',
  book: 'Booking button',
};

/** `/restaurants/:r/stores/:s/website/custom-navbar`: the site's navigation bar, dragged into order. */
export default function NavbarPage() {
  usePageTitle('Website navigation');
  const { restaurantId, storeId, store } = useStoreContext();
  const drafts = useWebsiteDrafts(restaurantId, storeId);
  const { isAdmin } = useViewerAccess();
  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="Navigation bar"
        subtitle="The links across the top of every page: your pages, other websites, and the order and booking buttons. Drag to reorder, or use a link's Move menu."
      />
      <PublishCard
        restaurantId={restaurantId}
        storeId={storeId}
        publishedIsoDateTimeUtc={drafts.published?.publishedIsoDateTimeUtc}
        changedIsoDateTimeUtc={drafts.draft?.updatedIsoDateTimeUtc}
        isAdmin={isAdmin}
      />
      {drafts.error ? (
        <ProblemAlert error={drafts.error} />
      ) : drafts.loading ? (
        <Skeleton variant="rounded" height={360} />
      ) : (
        <NavbarForm
          storedVersion={drafts.draft?.updatedIsoDateTimeUtc}
          restaurantId={restaurantId}
          storeId={storeId}
          initial={{ items: drafts.draft?.navbar ?? DEFAULT_NAVBAR }}
          pages={drafts.pages.map((page) => ({ id: page.id, title: page.title }))}
          isAdmin={isAdmin}
          site={drafts.site}
          menu={drafts.menu}
        />
      )}
    </>
  );
}

interface KeyedItem {
  key: string;
  item: NavbarItem;
}

function NavbarForm({
  storedVersion,
  restaurantId,
  storeId,
  initial,
  pages,
  isAdmin,
  site,
  menu,
}: {
  storedVersion: string | undefined;
  restaurantId: string;
  storeId: string;
  initial: NavbarRequest;
  pages: { id: string; title: string }[];
  isAdmin: boolean;
  site: ReturnType<typeof useWebsiteDrafts>['site'];
  menu: ReturnType<typeof useWebsiteDrafts>['menu'];
}) {
  const form = useDraftForm(
    initial,
    ZNavbarRequest,
    `/api/store-website/restaurants/${restaurantId}/stores/${storeId}/navbar`,
    'Navigation bar saved. Publish to put it online.',
    storedVersion,
  );
  // Rows keep a key of their own, so dragging and editing never mixes two rows with the same label.
  const [keys, setKeys] = useState(() => initial.items.map((_, index) => `row-${index}`));
  const [nextKey, setNextKey] = useState(initial.items.length);
  // When the stored bar replaced the values with a different number of links, the rows get new keys.
  const [keyedAt, setKeyedAt] = useState(form.resets);
  if (form.resets !== keyedAt) {
    setKeyedAt(form.resets);
    if (keys.length !== form.values.items.length) {
      setKeys(form.values.items.map((_, index) => `row-${nextKey + index}`));
      setNextKey(nextKey + form.values.items.length);
    }
  }
  const rows: KeyedItem[] = form.values.items.map((item, index) => ({
    key: keys[index] ?? `row-${index}`,
    item,
  }));
  const links = useMemo(() => previewLinks(restaurantId, storeId), [restaurantId, storeId]);

  function setRows(next: KeyedItem[]) {
    setKeys(next.map((row) => row.key));
    form.set({ items: next.map((row) => row.item) });
  }
  function update(index: number, item: NavbarItem) {
    setRows(rows.map((row, at) => (at === index ? { ...row, item } : row)));
  }
  function add(item: NavbarItem) {
    setNextKey((current) => current + 1);
    setRows([...rows, { key: `row-${nextKey}`, item }]);
  }
  const full = rows.length >= MAX_NAVBAR_ITEMS;
  const problem = (index: number, field: string) => form.problems[`items.${index}.${field}`];

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Card
        component="form"
        aria-label="Navigation links"
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, alignContent: 'start' }}
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          void form.save();
        }}
      >
        <UnsavedChangesGuard dirty={form.dirty} saving={form.saving} />
        {rows.length === 0 ? (
          <Typography color="text.secondary">
            No links yet: visitors see only your name. Add a link below.
          </Typography>
        ) : (
          <SortableList
            items={rows}
            idOf={(row) => row.key}
            labelOf={(row) => row.item.label || KIND_LABELS[row.item.kind]}
            onReorder={setRows}
            disabled={!isAdmin}
          >
            {(row, index, { handle, moveMenu }) => (
              <Box
                sx={{
                  display: 'flex',
                  gap: 1,
                  alignItems: 'flex-start',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  p: 1.5,
                  bgcolor: 'background.paper',
                }}
              >
                {handle}
                <Box sx={{ flex: 1, display: 'grid', gap: 1.5, minWidth: 0 }}>
                  <Chip size="small" label={KIND_LABELS[row.item.kind]} sx={{ justifySelf: 'start' }} />
                  <TextField
                    size="small"
                    label="Label"
                    value={row.item.label}
                    onChange={(event) => update(index, { ...row.item, label: event.target.value })}
                    error={Boolean(problem(index, 'label'))}
                    helperText={problem(index, 'label')}
                    disabled={!isAdmin}
                    slotProps={{ htmlInput: { maxLength: 30 } }}
                  />
                  {row.item.kind === 'page' && (
                    <TextField
                      select
                      size="small"
                      label="Page"
                      value={
                        pages.some((page) => page.id === (row.item as { customPageId: string }).customPageId)
                          ? row.item.customPageId
                          : ''
                      }
                      onChange={(event) =>
                        update(index, {
                          ...row.item,
                          kind: 'page',
                          customPageId: event.target.value,
                        } as NavbarItem)
                      }
                      error={Boolean(problem(index, 'customPageId')) || Boolean(form.problems.items)}
                      helperText={problem(index, 'customPageId') ?? form.problems.items}
                      disabled={!isAdmin}
                    >
                      {pages.map((page) => (
                        <MenuItem key={page.id} value={page.id}>
                          {page.title}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                  {row.item.kind === 'link' && (
                    <TextField
                      size="small"
                      label="Web address"
                      value={row.item.url}
                      onChange={(event) =>
                        update(index, { ...row.item, kind: 'link', url: event.target.value } as NavbarItem)
                      }
                      error={Boolean(problem(index, 'url'))}
                      helperText={problem(index, 'url') ?? 'https://...'}
                      disabled={!isAdmin}
                    />
                  )}
                </Box>
                {moveMenu}
                <IconButton
                  aria-label={`Remove ${row.item.label || KIND_LABELS[row.item.kind]}`}
                  onClick={() => setRows(rows.filter((_, at) => at !== index))}
                  disabled={!isAdmin}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Box>
            )}
          </SortableList>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            startIcon={<AddRounded />}
            disabled={!isAdmin || full || pages.length === 0}
            onClick={() =>
              add({
                kind: 'page',
                label: pages[0]?.title.slice(0, 30) ?? 'Page',
                customPageId: pages[0]?.id ?? '',
              })
            }
          >
            Page
          </Button>
          <Button
            startIcon={<AddRounded />}
            disabled={!isAdmin || full}
            onClick={() => add({ kind: 'link', label: 'Link', url: 'https://' })}
          >
            Web link
          </Button>
          <Button
            startIcon={<AddRounded />}
            disabled={!isAdmin || full}
            onClick={() => add({ kind: 'order', label: 'Order online' })}
          >
            Order button
          </Button>
          <Button
            startIcon={<AddRounded />}
            disabled={!isAdmin || full}
            onClick={() => add({ kind: 'book', label: 'Book a table' })}
          >
            Booking button
          </Button>
          <Button
            startIcon={<AddRounded />}
            disabled={!isAdmin || full}
            onClick={() => add({ kind: 'home', label: 'Home' })}
          >
            Home
          </Button>
        </Box>
        {full && (
          <Typography variant="body2" color="text.secondary">
            The bar holds at most {MAX_NAVBAR_ITEMS} links.
          </Typography>
        )}
        <FormSaveFooter form={form} isAdmin={isAdmin} label="Save navigation" />
      </Card>
      <WebsitePreview
        site={{ ...site, site: { ...site.site!, navbar: form.values.items } }}
        menu={menu}
        page={{ kind: 'home' }}
        links={links}
      />
    </Box>
  );
}
