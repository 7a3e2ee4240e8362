import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CustomPage,
  type CustomPageRequest,
  MAX_PAGE_BLOCKS,
  WEBSITE_BLOCK_TYPES,
  type WebsiteBlock,
  ZCustomPageRequest,
} from '@resto/domain';
import {
  PageHeader,
  ProblemAlert,
  UnsavedChangesGuard,
  usePageTitle,
  useViewerAccess,
} from '@resto/web-common';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MissingDocument } from '../../shared/MissingDocument';
import { storePath } from '../../shared/paths';
import { useStoreContext } from '../../shared/useStoreContext';
import { BlockFields, type DraftBlock, newBlock } from './BlockEditor';
import { FormSaveFooter } from './FormSaveFooter';
import { PublishCard } from './PublishCard';
import { previewLinks } from './previewSite';
import { SortableList } from './SortableList';
import { useDraftForm } from './useDraftForm';
import { useWebsiteDrafts } from './useWebsiteDrafts';
import { WebsitePreview } from './WebsitePreview';

const BLOCK_LABELS = Object.fromEntries(WEBSITE_BLOCK_TYPES.map((entry) => [entry.type, entry.label]));

type PageDraft = Omit<CustomPageRequest, 'blocks'> & { blocks: DraftBlock[] };

/** `/restaurants/:r/stores/:s/website/custom-pages/:customPageId`: one page, built from blocks. */
export default function CustomPageEditorPage() {
  const { customPageId = '' } = useParams();
  const { restaurantId, storeId, store } = useStoreContext();
  const drafts = useWebsiteDrafts(restaurantId, storeId);
  const { isAdmin } = useViewerAccess();
  const page = drafts.pages.find((candidate) => candidate.id === customPageId);
  usePageTitle(page?.title ?? 'Custom page');
  const listPath = `${storePath(restaurantId, storeId)}/website/custom-pages`;
  if (drafts.loading) return <Skeleton variant="rounded" height={480} />;
  if (drafts.error) return <ProblemAlert error={drafts.error} />;
  if (!page)
    return (
      <MissingDocument what="page" error={undefined} backTo={listPath} backLabel="Back to custom pages" />
    );
  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title={page.title}
        subtitle="Add blocks, drag them into order (or use each block's Move menu), and watch the preview. Save, then publish to put the page online."
        actions={
          <Button component={RouterLink} to={listPath} variant="outlined">
            All pages
          </Button>
        }
      />
      <PublishCard
        restaurantId={restaurantId}
        storeId={storeId}
        publishedIsoDateTimeUtc={drafts.published?.publishedIsoDateTimeUtc}
        changedIsoDateTimeUtc={page.updatedIsoDateTimeUtc}
        isAdmin={isAdmin}
      />
      <PageForm
        key={page.id}
        page={page}
        drafts={drafts}
        restaurantId={restaurantId}
        storeId={storeId}
        isAdmin={isAdmin}
      />
    </>
  );
}

function PageForm({
  page,
  drafts,
  restaurantId,
  storeId,
  isAdmin,
}: {
  page: CustomPage;
  drafts: ReturnType<typeof useWebsiteDrafts>;
  restaurantId: string;
  storeId: string;
  isAdmin: boolean;
}) {
  const initial: PageDraft = {
    title: page.title,
    slug: page.slug,
    description: page.description,
    blocks: page.blocks,
  };
  const form = useDraftForm<PageDraft>(
    initial,
    ZCustomPageRequest,
    `/api/store-website/restaurants/${restaurantId}/stores/${storeId}/custom-pages/${page.id}`,
    'Page saved. Publish to put it online.',
    page.updatedIsoDateTimeUtc,
  );
  const [adding, setAdding] = useState<HTMLElement | null>(null);
  const links = useMemo(() => previewLinks(restaurantId, storeId), [restaurantId, storeId]);
  const { values, set, problems } = form;
  const blocks = values.blocks;
  const previewPage = useMemo<CustomPage>(
    () => ({
      ...page,
      ...values,
      // A block still missing its picture is left out of the preview, as the save would refuse it.
      blocks: values.blocks.filter(
        (block): block is WebsiteBlock => block.type !== 'image' || block.image !== undefined,
      ),
    }),
    [page, values],
  );
  const blockProblems = (index: number) =>
    Object.fromEntries(
      Object.entries(problems)
        .filter(([path]) => path.startsWith(`blocks.${index}.`))
        .map(([path, message]) => [path.slice(`blocks.${index}.`.length), message]),
    );
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
        aria-label="Page"
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, alignContent: 'start' }}
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          void form.save();
        }}
      >
        <UnsavedChangesGuard dirty={form.dirty} saving={form.saving} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <TextField
            label="Title"
            value={values.title}
            onChange={(event) => set({ title: event.target.value })}
            error={Boolean(problems.title)}
            helperText={problems.title}
            disabled={!isAdmin}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <TextField
            label="Address"
            value={values.slug}
            onChange={(event) => set({ slug: event.target.value })}
            error={Boolean(problems.slug)}
            helperText={problems.slug ?? `/${values.slug}`}
            disabled={!isAdmin}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
        </Box>
        <TextField
          label="Description for search results and link previews"
          value={values.description}
          onChange={(event) => set({ description: event.target.value })}
          error={Boolean(problems.description)}
          helperText={problems.description ?? `${values.description.length}/160`}
          disabled={!isAdmin}
          slotProps={{ htmlInput: { maxLength: 160 } }}
        />
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 1 }}>
          Blocks
        </Typography>
        {blocks.length === 0 && (
          <Typography color="text.secondary">An empty page. Add a block below.</Typography>
        )}
        <SortableList
          items={blocks}
          idOf={(block) => block.id}
          labelOf={(block) => `${BLOCK_LABELS[block.type]} block ${blocks.indexOf(block) + 1}`}
          onReorder={(next) => set({ blocks: next })}
          disabled={!isAdmin}
        >
          {(block, index, { handle, moveMenu }) => (
            <Box
              data-block-type={block.type}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                p: 1.5,
                bgcolor: 'background.paper',
                display: 'grid',
                gap: 1,
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {handle}
                <Typography sx={{ fontWeight: 700, flex: 1 }}>{BLOCK_LABELS[block.type]}</Typography>
                {moveMenu}
                <IconButton
                  aria-label={`Remove ${BLOCK_LABELS[block.type]} block ${index + 1}`}
                  onClick={() => set({ blocks: blocks.filter((_, at) => at !== index) })}
                  disabled={!isAdmin}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Box>
              <BlockFields
                block={block}
                onChange={(next) => set({ blocks: blocks.map((item, at) => (at === index ? next : item)) })}
                restaurantId={restaurantId}
                menu={drafts.menu}
                problems={blockProblems(index)}
                disabled={!isAdmin}
              />
            </Box>
          )}
        </SortableList>
        <Box>
          <Button
            startIcon={<AddRounded />}
            onClick={(event) => setAdding(event.currentTarget)}
            disabled={!isAdmin || blocks.length >= MAX_PAGE_BLOCKS}
          >
            Add block
          </Button>
          <Menu anchorEl={adding} open={adding !== null} onClose={() => setAdding(null)}>
            {WEBSITE_BLOCK_TYPES.map((entry) => (
              <MenuItem
                key={entry.type}
                onClick={() => {
                  set({ blocks: [...blocks, newBlock(entry.type, drafts.menu)] });
                  setAdding(null);
                }}
              >
                {entry.label}
              </MenuItem>
            ))}
          </Menu>
        </Box>
        {problems.blocks && <Typography color="error">{problems.blocks}</Typography>}
        <FormSaveFooter form={form} isAdmin={isAdmin} label="Save page" />
      </Card>
      <WebsitePreview
        site={drafts.site}
        menu={drafts.menu}
        page={{ kind: 'customPage', page: previewPage }}
        links={links}
      />
    </Box>
  );
}
