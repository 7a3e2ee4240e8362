import AddRounded from '@mui/icons-material/AddRounded';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CustomPage } from '@resto/domain';
import { MAX_CUSTOM_PAGES, slugFrom, ZCustomPageRequest } from '@resto/domain';
import {
  ConfirmDialog,
  DialogFrame,
  EmptyState,
  PageHeader,
  ProblemAlert,
  SearchField,
  schemaProblems,
  useApi,
  useBusyAction,
  useNotify,
  usePageTitle,
  useViewerAccess,
} from '@resto/web-common';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { countOf, ListToolbar } from '../../shared/ListToolbar';
import { ListRow, LoadingRows, RowList } from '../../shared/ManagedList';
import { storePath } from '../../shared/paths';
import { useStoreContext } from '../../shared/useStoreContext';
import { useWebsiteDrafts } from './useWebsiteDrafts';

const PAGE_SIZE = 10;

/** `/restaurants/:r/stores/:s/website/custom-pages`: the store site's own pages. */
export default function CustomPagesPage() {
  usePageTitle('Custom pages');
  const { restaurantId, storeId, store } = useStoreContext();
  const drafts = useWebsiteDrafts(restaurantId, storeId);
  const { isAdmin } = useViewerAccess();
  const client = useApi();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CustomPage>();
  const base = `${storePath(restaurantId, storeId)}/website/custom-pages`;
  const sorted = useMemo(
    () => [...drafts.pages].sort((a, b) => a.title.localeCompare(b.title)),
    [drafts.pages],
  );
  const matching = sorted.filter((candidate) =>
    `${candidate.title} ${candidate.slug}`.toLowerCase().includes(search.trim().toLowerCase()),
  );
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const shown = matching.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);
  const full = sorted.length >= MAX_CUSTOM_PAGES;

  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="Custom pages"
        subtitle="Pages of your own on the store website: catering, events, your story. Build each from blocks."
        actions={
          <Tooltip
            title={
              !isAdmin ? 'Only store admins can add pages' : full ? `At most ${MAX_CUSTOM_PAGES} pages` : ''
            }
          >
            <span>
              <Button
                variant="contained"
                startIcon={<AddRounded />}
                disabled={!isAdmin || full}
                onClick={() => setCreating(true)}
              >
                Add page
              </Button>
            </span>
          </Tooltip>
        }
      />
      {drafts.loading ? (
        <LoadingRows label="Loading pages" rows={3} height={48} />
      ) : drafts.error ? (
        <ProblemAlert error={drafts.error} />
      ) : sorted.length === 0 ? (
        <EmptyState
          icon={<ArticleRounded />}
          title="No custom pages yet"
          description="Add a page, then build it from headings, text, pictures, menu sections, opening hours and a contact form."
          action={
            isAdmin ? (
              <Button variant="contained" onClick={() => setCreating(true)}>
                Add your first page
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ListToolbar summary={countOf(sorted.length, 'page', 'pages')}>
            <SearchField
              label="Search pages"
              value={search}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
              placeholder="Title or address"
            />
          </ListToolbar>
          <Card>
            {shown.length === 0 ? (
              <Typography sx={{ p: 3, color: 'text.secondary' }}>No page matches "{search}".</Typography>
            ) : (
              <RowList label="Custom pages" items={shown} keyOf={(item) => item.id}>
                {(item) => (
                  <ListRow
                    label={item.title}
                    leading={<ArticleRounded color="primary" aria-hidden />}
                    controls={
                      <>
                        <Tooltip title="Edit">
                          <IconButton
                            component={RouterLink}
                            to={`${base}/${item.id}`}
                            aria-label={`Edit ${item.title}`}
                          >
                            <EditRounded />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title="Delete">
                          <span>
                            <IconButton
                              aria-label={`Delete ${item.title}`}
                              onClick={() => setDeleting(item)}
                              disabled={!isAdmin}
                            >
                              <DeleteOutlineRounded />
                            </IconButton>
                          </span>
                        </Tooltip>
                      </>
                    }
                  >
                    <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      /{item.slug} · {countOf(item.blocks.length, 'block', 'blocks')}
                    </Typography>
                  </ListRow>
                )}
              </RowList>
            )}
          </Card>
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Pagination
                count={pages}
                page={Math.min(page, pages)}
                onChange={(_, value) => setPage(value)}
              />
            </Box>
          )}
        </>
      )}
      <CreatePageDialog
        open={creating}
        onClose={() => setCreating(false)}
        restaurantId={restaurantId}
        storeId={storeId}
        takenIds={new Set(sorted.map((item) => item.id))}
        base={base}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title={`Delete "${deleting?.title ?? ''}"?`}
        confirmLabel="Delete page"
        busyLabel="Deleting…"
        destructive
        onClose={() => setDeleting(undefined)}
        onConfirm={async () => {
          if (!deleting) return;
          await client.delete(
            `/api/store-website/restaurants/${restaurantId}/stores/${storeId}/custom-pages/${deleting.id}`,
          );
          notify(`"${deleting.title}" deleted. Publish to take it off the live site.`);
          setDeleting(undefined);
        }}
      >
        The page and its blocks are removed, and so is its link in the navigation bar. The live site keeps it
        until you publish.
      </ConfirmDialog>
    </>
  );
}

function CreatePageDialog({
  open,
  onClose,
  restaurantId,
  storeId,
  takenIds,
  base,
}: {
  open: boolean;
  onClose: () => void;
  restaurantId: string;
  storeId: string;
  takenIds: ReadonlySet<string>;
  base: string;
}) {
  const client = useApi();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  const [tried, setTried] = useState(false);
  const { busy, failure, run } = useBusyAction();
  const shownSlug = slugTouched ? slug : slugFrom(title);
  const problems = tried ? schemaProblems(ZCustomPageRequest, { title, slug: shownSlug }) : {};
  function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(schemaProblems(ZCustomPageRequest, { title, slug: shownSlug })).length > 0) return;
    void run(async () => {
      let id = shownSlug;
      for (let n = 2; takenIds.has(id); n += 1) id = `${shownSlug}-${n}`;
      await client.put(
        `/api/store-website/restaurants/${restaurantId}/stores/${storeId}/custom-pages/${id}`,
        {
          title,
          slug: shownSlug,
          blocks: [{ id: 'intro', type: 'richText', text: 'Tell visitors about this page here.' }],
        },
      );
      onClose();
      navigate(`${base}/${id}`);
    });
  }
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title="Add a page"
      busy={busy}
      form={{ onSubmit: submit, label: 'Add a page' }}
      action={
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Adding…' : 'Add page'}
        </Button>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Page title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(problems.title)}
          helperText={problems.title ?? 'E.g. Catering, Private events, Our story'}
          autoFocus
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <TextField
          label="Page address"
          value={shownSlug}
          onChange={(event) => {
            setSlugTouched(true);
            setSlug(event.target.value);
          }}
          error={Boolean(problems.slug)}
          helperText={problems.slug ?? `Visitors open it at /${shownSlug || 'page-address'}`}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        {failure ? <ProblemAlert error={failure} /> : null}
      </Stack>
    </DialogFrame>
  );
}
