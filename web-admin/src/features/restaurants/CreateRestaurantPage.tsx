import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COUNTRIES, COUNTRY_CODES, type CountryCode, type Image, ZRestaurant } from '@resto/domain';
import {
  ApiError,
  api,
  createImageUploader,
  errorText,
  ImageFilePicker,
  PageHeader,
  SubmitButton,
  timezoneCity,
  useAuth,
  usePageTitle,
} from '@resto/web-common';
import { type FormEvent, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

/** What the form sends; the server adds the id and creation time. */
const ZNewRestaurant = ZRestaurant.pick({ name: true, description: true, timezone: true, country: true });

interface FormValues {
  name: string;
  description: string;
  countryCode: CountryCode;
  timezone: string;
}

type FieldName = 'name' | 'description' | 'country' | 'timezone';

/** The country whose timezones include this browser's, so most owners need not touch either field. */
function likelyCountry(): CountryCode {
  const browserTimezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return COUNTRY_CODES.find((code) => COUNTRIES[code].timezones.includes(browserTimezone)) ?? 'AU';
}

function likelyTimezone(country: CountryCode): string {
  const browserTimezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { timezones } = COUNTRIES[country];
  return timezones.includes(browserTimezone) ? browserTimezone : (timezones[0] ?? 'UTC');
}

function toRequest(values: FormValues) {
  return {
    name: values.name,
    description: values.description,
    timezone: values.timezone,
    country: { code: values.countryCode, name: COUNTRIES[values.countryCode].name },
  };
}

/** Field problems from the domain schema (client side) or from the API's 400 (`issues` by path). */
function problemsByField(entries: Iterable<[string, string]>): Partial<Record<FieldName, string>> {
  const problems: Partial<Record<FieldName, string>> = {};
  for (const [path, message] of entries) {
    const field = path.split('.')[0] as FieldName;
    problems[field] ??= message.endsWith('.') ? message : `${message}.`;
  }
  return problems;
}

function validate(values: FormValues): Partial<Record<FieldName, string>> {
  if (values.name.trim() === '') return { name: "Enter your restaurant's name." };
  const result = ZNewRestaurant.safeParse(toRequest(values));
  if (result.success) return {};
  return problemsByField(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

export default function CreateRestaurantPage() {
  usePageTitle('Create restaurant');
  const navigate = useNavigate();
  const { user } = useAuth();
  const uploadImage = useMemo(
    () => createImageUploader({ getIdToken: async () => (user ? user.getIdToken() : null) }),
    [user],
  );
  const [logo, setLogo] = useState<File>();
  const [logoProgress, setLogoProgress] = useState<number>();
  // Set once the restaurant exists: a failed logo upload is then retried alone, never a second restaurant.
  const [createdId, setCreatedId] = useState<string>();
  const [values, setValues] = useState<FormValues>(() => {
    const countryCode = likelyCountry();
    return { name: '', description: '', countryCode, timezone: likelyTimezone(countryCode) };
  });
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{
    title: string;
    text: string;
    fields: Partial<Record<FieldName, string>>;
  }>();

  const localProblems = useMemo(() => (attempted ? validate(values) : {}), [attempted, values]);
  const problems = { ...failure?.fields, ...localProblems };
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    if (failure) setFailure({ ...failure, fields: {} });
  };

  /**
   * The logo needs the restaurant's id, so it is uploaded right after creating the restaurant and then
   * saved on it with the restaurant edit route.
   */
  async function saveLogo(restaurantId: string, file: File): Promise<void> {
    setLogoProgress(0);
    try {
      const image: Image = await uploadImage({
        file,
        restaurantId,
        aspectRatio: 'square',
        onProgress: setLogoProgress,
      });
      await api.put(`/api/restaurants/${restaurantId}`, { ...toRequest(values), logo: image });
    } finally {
      setLogoProgress(undefined);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(validate(values)).length > 0) return;
    setBusy(true);
    setFailure(undefined);
    let restaurantId = createdId;
    try {
      if (!restaurantId) {
        // The API answers { restaurantId } (older builds answered { id }).
        const created = await api.post<{ restaurantId?: string; id?: string }>(
          '/api/restaurants',
          toRequest(values),
        );
        restaurantId = created.restaurantId ?? created.id;
        setCreatedId(restaurantId);
      }
      if (restaurantId && logo) await saveLogo(restaurantId, logo);
      navigate(restaurantId ? `/restaurants/${restaurantId}` : '/', { replace: true });
    } catch (error) {
      if (restaurantId) {
        setFailure({
          title: 'Your restaurant was created, but its logo was not saved',
          text: `${errorText(error)}\nTry again, choose another picture, or continue and add the logo later.`,
          fields: {},
        });
        return;
      }
      setFailure({
        title: error instanceof ApiError ? error.title : 'Could not create the restaurant',
        text: errorText(error),
        fields: error instanceof ApiError ? problemsByField(Object.entries(error.fieldErrors)) : {},
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader
        eyebrow="New restaurant"
        title="Create your restaurant"
        subtitle="Start with the basics and your logo. Stores, menus and your website come next."
      />
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit} aria-label="Create restaurant">
          {failure && (
            <Alert severity="error">
              <AlertTitle>{failure.title}</AlertTitle>
              <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                {failure.text}
              </Box>
            </Alert>
          )}
          <TextField
            label="Restaurant name"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={Boolean(problems.name)}
            helperText={problems.name ?? 'As customers know it, e.g. "Luigi\'s Pizzeria".'}
            disabled={busy || createdId !== undefined}
            required
          />
          <TextField
            label="Description"
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            error={Boolean(problems.description)}
            helperText={problems.description ?? 'One or two sentences for your website and ordering page.'}
            disabled={busy || createdId !== undefined}
            multiline
            minRows={3}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Country"
              value={values.countryCode}
              onChange={(event) => {
                const countryCode = event.target.value as CountryCode;
                set('countryCode', countryCode);
                set('timezone', likelyTimezone(countryCode));
              }}
              error={Boolean(problems.country)}
              helperText={problems.country ?? `Prices in ${COUNTRIES[values.countryCode].currencyCode}.`}
              disabled={busy || createdId !== undefined}
              sx={{ flex: 1 }}
            >
              {COUNTRY_CODES.map((code) => (
                <MenuItem key={code} value={code}>
                  {COUNTRIES[code].name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Timezone"
              value={values.timezone}
              onChange={(event) => set('timezone', event.target.value)}
              error={Boolean(problems.timezone)}
              helperText={problems.timezone ?? 'Order times are shown in this timezone.'}
              disabled={busy || createdId !== undefined}
              sx={{ flex: 1 }}
            >
              {COUNTRIES[values.countryCode].timezones.map((timezone) => (
                <MenuItem key={timezone} value={timezone}>
                  {timezoneCity(timezone)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <ImageFilePicker
            label="Logo (optional)"
            value={logo}
            onChange={setLogo}
            aspectRatio="square"
            previewWidth={144}
            helperText="Shown on your website, ordering pages and receipts."
            disabled={busy}
            progress={logoProgress}
          />
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'flex-end' }}
          >
            {createdId ? (
              <Button
                component={RouterLink}
                to={`/restaurants/${createdId}`}
                replace
                size="large"
                disabled={busy}
              >
                Continue without logo
              </Button>
            ) : (
              <Button component={RouterLink} to="/" size="large" disabled={busy}>
                Cancel
              </Button>
            )}
            <SubmitButton
              busy={busy}
              busyLabel={createdId || logoProgress !== undefined ? 'Saving logo…' : 'Creating…'}
              fullWidth={false}
            >
              {createdId ? 'Save logo and continue' : 'Create restaurant'}
            </SubmitButton>
          </Stack>
        </Stack>
      </Card>
    </Box>
  );
}
