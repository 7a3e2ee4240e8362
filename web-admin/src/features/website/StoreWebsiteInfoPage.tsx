import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_STORE_WEBSITE,
  type StoreWebsiteDraft,
  type StoreWebsiteInfoRequest,
  ZStoreWebsiteInfoRequest,
} from '@resto/domain';
import {
  ImageUpload,
  PageHeader,
  ProblemAlert,
  UnsavedChangesGuard,
  usePageTitle,
  useViewerAccess,
} from '@resto/web-common';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { storePath } from '../../shared/paths';
import { useStoreContext } from '../../shared/useStoreContext';
import { FormSaveFooter } from './FormSaveFooter';
import { InquiriesCard } from './InquiriesCard';
import { PublishCard } from './PublishCard';
import { previewLinks } from './previewSite';
import { useDraftForm } from './useDraftForm';
import { useWebsiteDrafts } from './useWebsiteDrafts';
import { WebsitePreview } from './WebsitePreview';

function infoOf(draft: StoreWebsiteDraft | null | undefined): StoreWebsiteInfoRequest {
  const {
    navbar: _n,
    updatedIsoDateTimeUtc: _u,
    publishedIsoDateTimeUtc: _p,
    ...info
  } = draft ?? DEFAULT_STORE_WEBSITE;
  return info;
}

/** `/restaurants/:r/stores/:s/website/info`: the store site's home page, publishing, and inquiries. */
export default function StoreWebsiteInfoPage() {
  usePageTitle('Store website');
  const { restaurantId, storeId, store } = useStoreContext();
  const drafts = useWebsiteDrafts(restaurantId, storeId);
  const { isAdmin } = useViewerAccess();
  const base = storePath(restaurantId, storeId);
  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="Store website"
        subtitle="The home page of this store's website: what visitors see first, with your menu, hours and address from the store's settings."
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={`${base}/website/custom-pages`} variant="outlined">
              Custom pages
            </Button>
            <Button component={RouterLink} to={`${base}/website/custom-navbar`} variant="outlined">
              Navigation bar
            </Button>
          </Box>
        }
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
        <Skeleton variant="rounded" height={420} />
      ) : (
        <InfoForm
          key={drafts.draft?.updatedIsoDateTimeUtc ?? 'new'}
          restaurantId={restaurantId}
          storeId={storeId}
          initial={infoOf(drafts.draft)}
          isAdmin={isAdmin}
          preview={(values) => (
            <WebsitePreview
              site={{ ...drafts.site, site: { ...drafts.site.site!, ...values } }}
              menu={drafts.menu}
              page={{ kind: 'home' }}
              links={previewLinks(restaurantId, storeId)}
            />
          )}
        />
      )}
      {isAdmin && <InquiriesCard restaurantId={restaurantId} storeId={storeId} />}
    </>
  );
}

function InfoForm({
  restaurantId,
  storeId,
  initial,
  isAdmin,
  preview,
}: {
  restaurantId: string;
  storeId: string;
  initial: StoreWebsiteInfoRequest;
  isAdmin: boolean;
  preview: (values: StoreWebsiteInfoRequest) => React.ReactNode;
}) {
  const form = useDraftForm(
    initial,
    ZStoreWebsiteInfoRequest,
    `/api/store-website/restaurants/${restaurantId}/stores/${storeId}/info`,
    'Website saved. Publish to put it online.',
  );
  const { values, set, problems } = form;
  const shownPreview = useMemo(() => preview(values), [preview, values]);
  const field = (name: keyof StoreWebsiteInfoRequest, help: string) => ({
    error: Boolean(problems[name]),
    helperText: problems[name] ?? help,
  });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        mb: 3,
      }}
    >
      <Card
        component="form"
        aria-label="Home page"
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5, alignContent: 'start' }}
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          void form.save();
        }}
      >
        <UnsavedChangesGuard dirty={form.dirty} saving={form.saving} />
        <TextField
          label="Headline"
          value={values.headline}
          onChange={(event) => set({ headline: event.target.value })}
          disabled={!isAdmin}
          {...field('headline', 'The big words at the top. Left empty: the store name.')}
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <TextField
          label="Tagline"
          value={values.tagline}
          onChange={(event) => set({ tagline: event.target.value })}
          disabled={!isAdmin}
          {...field('tagline', 'One sentence under the headline; search results show it too.')}
          slotProps={{ htmlInput: { maxLength: 160 } }}
        />
        <ImageUpload
          restaurantId={restaurantId}
          value={values.heroImage}
          onChange={(heroImage) => set({ heroImage })}
          aspectRatio="8x3"
          label="Hero picture"
          helperText="A wide picture (8 x 3) across the top of the home page."
          disabled={!isAdmin}
          previewWidth={320}
        />
        <TextField
          label="About the store"
          value={values.about}
          onChange={(event) => set({ about: event.target.value })}
          disabled={!isAdmin}
          multiline
          minRows={4}
          {...field('about', 'Blank lines start new paragraphs; **bold**; [words](https://link).')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <TextField
          label="Dishes to show from the menu"
          type="number"
          value={values.menuHighlightCount}
          onChange={(event) => set({ menuHighlightCount: Number(event.target.value) })}
          disabled={!isAdmin}
          {...field('menuHighlightCount', '0 to 12, taken from your published menu (pictures first).')}
          slotProps={{ htmlInput: { min: 0, max: 12 } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={values.showOrderButton}
              onChange={(_, showOrderButton) => set({ showOrderButton })}
              disabled={!isAdmin}
            />
          }
          label="Show the Order online button (opens your menu, no sign-in first)"
        />
        <FormControlLabel
          control={
            <Switch
              checked={values.showBookingButton}
              onChange={(_, showBookingButton) => set({ showBookingButton })}
              disabled={!isAdmin}
            />
          }
          label="Show the Book a table button"
        />
        <TextField
          label="Reviews link"
          value={values.reviewsUrl}
          onChange={(event) => set({ reviewsUrl: event.target.value })}
          disabled={!isAdmin}
          {...field('reviewsUrl', 'Optional, e.g. your Google reviews page (https://...).')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <FormSaveFooter form={form} isAdmin={isAdmin} label="Save" />
      </Card>
      <Box>{shownPreview}</Box>
    </Box>
  );
}
