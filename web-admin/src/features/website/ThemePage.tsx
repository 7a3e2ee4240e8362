import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import PublishRounded from '@mui/icons-material/PublishRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_WEBSITE_THEME,
  type PublishedStoreLink,
  themeContrastChecks,
  WEBSITE_FONTS,
  type WebsiteTheme,
  ZWebsiteThemeRequest,
} from '@resto/domain';
import {
  ImageUpload,
  PageHeader,
  ProblemAlert,
  UnsavedChangesGuard,
  useApi,
  useBusyAction,
  useDoc,
  useNotify,
  usePageTitle,
  useRestaurant,
  useStores,
  websiteInfoOf,
  websiteThemeDoc,
} from '@resto/web-common';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { draftRestaurantSite, previewLinks, restaurantSiteUrl } from './previewSite';
import { useDraftForm } from './useDraftForm';
import { WebsitePreview } from './WebsitePreview';

const COLOURS: { key: keyof WebsiteTheme; label: string; help: string }[] = [
  { key: 'primaryColour', label: 'Primary colour', help: 'Buttons, links and the navigation bar.' },
  { key: 'onPrimaryColour', label: 'Text on primary', help: 'Words on buttons and the navigation bar.' },
  { key: 'backgroundColour', label: 'Background', help: 'The page behind everything.' },
  { key: 'textColour', label: 'Text', help: 'Headings and paragraphs.' },
];

/** `/restaurants/:restaurantId/website-theme`: colours (checked for contrast), fonts, logo, favicon. */
export default function ThemePage() {
  usePageTitle('Website theme');
  const { restaurantId = '' } = useParams();
  const restaurant = useRestaurant(restaurantId);
  const theme = useDoc(websiteThemeDoc(restaurantId));
  return (
    <>
      <PageHeader
        eyebrow={restaurant.data?.name}
        title="Website theme"
        subtitle="How the restaurant's website and every store's site look. Colours that are hard to read are refused."
      />
      {theme.error ? (
        <ProblemAlert error={theme.error} />
      ) : theme.loading || restaurant.loading ? (
        <Skeleton variant="rounded" height={480} />
      ) : (
        <ThemeForm
          key={theme.data?.updatedIsoDateTimeUtc ?? 'default'}
          restaurantId={restaurantId}
          initial={
            theme.data ? { ...DEFAULT_WEBSITE_THEME, ...stripMeta(theme.data) } : DEFAULT_WEBSITE_THEME
          }
          restaurantName={restaurant.data?.name ?? ''}
          contact={websiteInfoOf(restaurant.data)}
        />
      )}
    </>
  );
}

function stripMeta(data: WebsiteTheme & { updatedIsoDateTimeUtc?: string; id?: string }): WebsiteTheme {
  const { updatedIsoDateTimeUtc: _u, id: _id, ...theme } = data;
  return theme;
}

function ThemeForm({
  restaurantId,
  initial,
  restaurantName,
  contact,
}: {
  restaurantId: string;
  initial: WebsiteTheme;
  restaurantName: string;
  contact: ReturnType<typeof websiteInfoOf>;
}) {
  const client = useApi();
  const notify = useNotify();
  const publishing = useBusyAction();
  const form = useDraftForm(
    initial,
    ZWebsiteThemeRequest,
    `/api/store-website/restaurants/${restaurantId}/theme`,
    'Theme saved. Publish to use it on your sites.',
  );
  const { values, set, problems } = form;
  const checks = themeContrastChecks(values);
  const stores = useStores(restaurantId);
  const storeLinks = useMemo<PublishedStoreLink[]>(
    () =>
      (stores.data ?? []).map((store) => ({
        storeId: store.id,
        name: store.name,
        formattedAddress: store.address?.formattedAddress ?? '',
        phoneNumber: store.phoneNumber ?? '',
        hasWebsite: true,
      })),
    [stores.data],
  );
  const site = useMemo(
    () => draftRestaurantSite({ restaurantId, restaurantName, contact, theme: values, stores: storeLinks }),
    [restaurantId, restaurantName, contact, values, storeLinks],
  );
  const links = useMemo(() => previewLinks(restaurantId), [restaurantId]);
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
        aria-label="Theme"
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5, alignContent: 'start' }}
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          void form.save();
        }}
      >
        <UnsavedChangesGuard dirty={form.dirty} saving={form.saving} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {COLOURS.map((colour) => (
            <Box key={colour.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box
                component="input"
                type="color"
                aria-label={`${colour.label} picker`}
                value={
                  /^#[0-9a-fA-F]{6}$/.test(String(values[colour.key]))
                    ? String(values[colour.key])
                    : '#000000'
                }
                onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                  set({ [colour.key]: event.target.value } as Partial<WebsiteTheme>)
                }
                sx={{ width: 44, height: 40, p: 0, border: 'none', background: 'none', flex: 'none' }}
              />
              <TextField
                size="small"
                label={colour.label}
                value={String(values[colour.key] ?? '')}
                onChange={(event) => set({ [colour.key]: event.target.value } as Partial<WebsiteTheme>)}
                error={Boolean(problems[colour.key])}
                helperText={problems[colour.key] ?? colour.help}
                slotProps={{ htmlInput: { maxLength: 7 } }}
              />
            </Box>
          ))}
        </Box>
        <Box aria-label="Contrast checks" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {checks.map((check) => (
            <Chip
              key={check.id}
              icon={check.passes ? <CheckCircleRounded /> : <ErrorOutlineRounded />}
              color={check.passes ? 'success' : 'error'}
              variant="outlined"
              label={`${check.label}: ${check.ratio}:1 ${check.passes ? 'easy to read' : 'too faint'}`}
            />
          ))}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {(['headingFont', 'bodyFont'] as const).map((key) => (
            <TextField
              key={key}
              select
              size="small"
              label={key === 'headingFont' ? 'Heading font' : 'Text font'}
              value={values[key]}
              onChange={(event) => set({ [key]: event.target.value } as Partial<WebsiteTheme>)}
              helperText="Fonts every device has: no download, no delay."
            >
              {WEBSITE_FONTS.map((font) => (
                <MenuItem key={font.id} value={font.id} sx={{ fontFamily: font.stack }}>
                  {font.label}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Box>
        {/* One upload a row: beside each other, the favicon's tile and its rules were squeezed into a sliver. */}
        <Box sx={{ display: 'grid', gap: 3 }}>
          <ImageUpload
            restaurantId={restaurantId}
            value={values.logo}
            onChange={(logo) => set({ logo })}
            aspectRatio="square"
            label="Logo"
            helperText="Square; shown beside your name in the navigation bar."
            previewWidth={120}
          />
          <ImageUpload
            restaurantId={restaurantId}
            value={values.favicon}
            onChange={(favicon) => set({ favicon })}
            aspectRatio="square"
            label="Favicon"
            helperText="The small square in the browser tab."
            previewWidth={96}
          />
        </Box>
        {form.failure ? <ProblemAlert error={form.failure} /> : null}
        {publishing.failure ? <ProblemAlert error={publishing.failure} /> : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" startIcon={<SaveRounded />} disabled={form.saving}>
            {form.saving ? 'Saving…' : 'Save theme'}
          </Button>
          <Button
            startIcon={<PublishRounded />}
            variant="outlined"
            disabled={form.dirty || publishing.busy}
            onClick={() =>
              void publishing.run(async () => {
                await client.post(`/api/store-website/restaurants/${restaurantId}/publish`, {});
                notify('Published: the restaurant site and every published store site use this theme.');
              })
            }
          >
            {publishing.busy ? 'Publishing…' : 'Publish all sites'}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          The restaurant site lists your stores: {restaurantSiteUrl(restaurantId)}
        </Typography>
      </Card>
      <WebsitePreview site={site} menu={undefined} page={{ kind: 'home' }} links={links} />
    </Box>
  );
}
