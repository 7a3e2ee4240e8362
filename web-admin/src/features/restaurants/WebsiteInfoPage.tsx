import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import { type SocialLinks, type WebsiteInfo, ZWebsiteInfo } from '@resto/domain';
import {
  ProblemAlert,
  type Restaurant,
  schemaProblems,
  useApi,
  useNotify,
  usePageTitle,
  websiteInfoOf,
} from '@resto/web-common';
import type { FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  EditFormFooter,
  EditPageShell,
  useDocumentEditForm,
  WithRouteRestaurant,
} from '../../shared/EditPage';
import { FormSection } from '../../shared/FormSection';

const SOCIAL_LABELS: Record<keyof SocialLinks, string> = {
  website: 'Other website',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  x: 'X (Twitter)',
  youtube: 'YouTube',
};

/** `/restaurants/:restaurantId/website/info`: contact and social details every site of the restaurant shows. */
export default function WebsiteInfoPage() {
  usePageTitle('Website');
  return (
    <WithRouteRestaurant>
      {(restaurant) => <WebsiteInfoForm key={restaurant.id} restaurant={restaurant} />}
    </WithRouteRestaurant>
  );
}

const validate = (values: WebsiteInfo) => schemaProblems(ZWebsiteInfo, values);

function WebsiteInfoForm({ restaurant }: { restaurant: Restaurant }) {
  const client = useApi();
  const notify = useNotify();
  const form = useDocumentEditForm<WebsiteInfo>(websiteInfoOf(restaurant), validate);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    void form.submit(event, async () => {
      await client.put(`/api/restaurants/${encodeURIComponent(restaurant.id)}/website-info`, form.values);
      notify('Website details saved.');
    });
  }

  return (
    <EditPageShell
      eyebrow={restaurant.name}
      title="Website"
      subtitle="Contact details and links shown on your website and online ordering pages."
      notice={
        <Alert severity="info" sx={{ mb: 3 }}>
          These details appear on every site of the restaurant. Colours, fonts and logo are on the{' '}
          <RouterLink to={`/restaurants/${restaurant.id}/website-theme`}>website theme</RouterLink> page; each
          store's pages and navigation bar are under its Website page.
        </Alert>
      }
      isAdmin={form.isAdmin}
      adminNote="Only restaurant admins can change these details."
      formLabel="Website details"
      onSubmit={handleSubmit}
    >
      {form.generalFailure && <ProblemAlert error={form.failure} />}
      <FormSection title="Contact">
        <TextField
          label="Contact email"
          type="email"
          value={form.values.contactEmail}
          onChange={(event) => form.set({ contactEmail: event.target.value })}
          {...form.field('contactEmail', 'Optional. Shown as "Email us".')}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        <TextField
          label="Contact phone"
          type="tel"
          value={form.values.contactPhoneNumber}
          onChange={(event) => form.set({ contactPhoneNumber: event.target.value })}
          {...form.field('contactPhoneNumber', 'Optional. Each store also shows its own number.')}
        />
        <TextField
          label="About us"
          multiline
          minRows={3}
          value={form.values.about}
          onChange={(event) => form.set({ about: event.target.value })}
          {...form.field('about', `${form.values.about.length}/1,000`)}
        />
      </FormSection>
      <Divider />
      <FormSection title="Social links" description="Full addresses starting with https://. Leave any empty.">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {(Object.keys(SOCIAL_LABELS) as Array<keyof SocialLinks>).map((key) => (
            <TextField
              key={key}
              label={SOCIAL_LABELS[key]}
              type="url"
              placeholder="https://"
              value={form.values.socialLinks[key]}
              onChange={(event) =>
                form.set({ socialLinks: { ...form.values.socialLinks, [key]: event.target.value } })
              }
              {...form.field(`socialLinks.${key}`)}
            />
          ))}
        </Box>
      </FormSection>
      <EditFormFooter dirty={form.dirty} busy={form.busy} isAdmin={form.isAdmin} onDiscard={form.discard} />
    </EditPageShell>
  );
}
