import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CERTIFICATE_STATE_LABELS,
  type DomainRecord,
  verificationRecordOf,
  ZDocumentId,
  ZDomainName,
} from '@resto/domain';
import {
  ConfirmDialog,
  domainRecordDoc,
  PageHeader,
  ProblemAlert,
  useApi,
  useBusyAction,
  useDoc,
  useNotify,
  usePageTitle,
  useStores,
} from '@resto/web-common';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';

/**
 * `/super-admin/domains/create/:domainName` and `/edit/:domainName`: which site a domain serves; once
 * created, the TXT record to add, a DNS check, and the verification and certificate state.
 */
export default function DomainEditorPage({ mode }: { mode: 'create' | 'edit' }) {
  const { domainName: raw = '' } = useParams();
  const parsedName = ZDomainName.safeParse(raw);
  const domainName = parsedName.success ? parsedName.data : raw;
  usePageTitle(mode === 'create' ? 'Add domain' : domainName);
  const record = useDoc(parsedName.success ? domainRecordDoc(domainName) : null);
  const navigate = useNavigate();
  if (!parsedName.success)
    return (
      <Alert severity="error">
        "{raw}" is not a domain name. {parsedName.error.issues[0]?.message}
      </Alert>
    );
  if (record.loading) return <Skeleton variant="rounded" height={320} />;
  if (record.error) return <ProblemAlert error={record.error} />;
  const existing = record.data ?? undefined;
  return (
    <>
      <PageHeader
        eyebrow="Domains"
        title={domainName}
        subtitle={
          existing
            ? 'Which site this domain serves, and its set-up.'
            : 'Choose the restaurant or store website this domain serves.'
        }
        actions={
          <Button component={RouterLink} to="/super-admin/domains" variant="outlined">
            All domains
          </Button>
        }
      />
      {mode === 'create' && existing && (
        <Alert severity="info" sx={{ mb: 3 }}>
          This domain is already set up; you can change it here.
        </Alert>
      )}
      <SiteForm
        key={existing?.updatedIsoDateTimeUtc ?? 'new'}
        domainName={domainName}
        existing={existing}
        onCreated={() =>
          navigate(`/super-admin/domains/edit/${encodeURIComponent(domainName)}`, { replace: true })
        }
      />
      {existing && <Verification domainName={domainName} record={existing} />}
    </>
  );
}

function SiteForm({
  domainName,
  existing,
  onCreated,
}: {
  domainName: string;
  existing: DomainRecord | undefined;
  onCreated: () => void;
}) {
  const client = useApi();
  const notify = useNotify();
  const [restaurantId, setRestaurantId] = useState(existing?.restaurantId ?? '');
  const [storeId, setStoreId] = useState(existing?.storeId ?? '');
  const { busy, failure, run } = useBusyAction();
  const validRestaurant = ZDocumentId.safeParse(restaurantId).success;
  const stores = useStores(validRestaurant ? restaurantId : undefined);
  return (
    <Card
      component="form"
      aria-label="Site served"
      sx={{ p: { xs: 2, md: 3 }, mb: 3, display: 'grid', gap: 2, maxWidth: 720 }}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        void run(async () => {
          const path = `/api/super-admin/domains/${encodeURIComponent(domainName)}` as const;
          if (existing) {
            await client.put(path, { restaurantId, storeId });
            notify(`${domainName} now serves the chosen site.`);
          } else {
            await client.post(path, { restaurantId, storeId });
            notify(`${domainName} added. Add the TXT record below, then check DNS.`);
            onCreated();
          }
        });
      }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
        Site served
      </Typography>
      <TextField
        label="Restaurant id"
        value={restaurantId}
        onChange={(event) => {
          setRestaurantId(event.target.value.trim());
          setStoreId('');
        }}
        helperText="From the restaurant's address in the admin (restaurants/<id>)."
        slotProps={{ htmlInput: { maxLength: 128 } }}
        required
      />
      <TextField
        select
        label="Site"
        value={storeId}
        onChange={(event) => setStoreId(event.target.value)}
        helperText={
          validRestaurant && stores.data?.length === 0
            ? 'This restaurant has no stores (or does not exist).'
            : 'The restaurant site lists every store.'
        }
        disabled={!validRestaurant}
      >
        <MenuItem value="">The restaurant site</MenuItem>
        {(stores.data ?? []).map((store) => (
          <MenuItem key={store.id} value={store.id}>
            {store.name}
          </MenuItem>
        ))}
      </TextField>
      {failure ? <ProblemAlert error={failure} /> : null}
      <Box>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveRounded />}
          disabled={busy || !validRestaurant}
        >
          {busy ? 'Saving…' : existing ? 'Save' : 'Add domain'}
        </Button>
      </Box>
    </Card>
  );
}

function Verification({ domainName, record }: { domainName: string; record: DomainRecord }) {
  const client = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const checking = useBusyAction();
  const [removing, setRemoving] = useState(false);
  const txt = verificationRecordOf(domainName, record.verification.token);
  return (
    <Card sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 720 }} aria-label="Verification">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mr: 1 }}>
          DNS and certificate
        </Typography>
        <Chip
          color={
            record.verification.state === 'verified'
              ? 'success'
              : record.verification.state === 'failed'
                ? 'error'
                : 'default'
          }
          label={
            record.verification.state === 'verified'
              ? 'Verified'
              : record.verification.state === 'failed'
                ? 'Not found yet'
                : 'Waiting for the TXT record'
          }
        />
        <Chip
          variant="outlined"
          color={record.certificate.state === 'active' ? 'success' : 'default'}
          label={CERTIFICATE_STATE_LABELS[record.certificate.state]}
        />
      </Box>
      <Typography>Ask the domain's owner to add this record at their DNS provider:</Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: '4px 16px',
          fontFamily: 'monospace',
          wordBreak: 'break-all',
        }}
      >
        <dt>Type</dt>
        <dd style={{ margin: 0 }}>TXT</dd>
        <dt>Name</dt>
        <dd style={{ margin: 0 }}>{txt.name}</dd>
        <dt>Value</dt>
        <dd style={{ margin: 0 }} data-testid="txt-value">
          {txt.value}
        </dd>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Then point the domain at the website host with a CNAME record, so its certificate can be issued.
        {record.verification.message ? ` Last check: ${record.verification.message}` : ''}
      </Typography>
      {checking.failure ? <ProblemAlert error={checking.failure} /> : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<RefreshRounded />}
          disabled={checking.busy}
          onClick={() =>
            void checking.run(async () => {
              const answer = await client.post<{ domain: { message: string } }>(
                `/api/super-admin/domains/${encodeURIComponent(domainName)}/check`,
                {},
              );
              notify(answer.domain.message);
            })
          }
        >
          {checking.busy ? 'Checking…' : 'Check DNS now'}
        </Button>
        <Button color="error" startIcon={<DeleteOutlineRounded />} onClick={() => setRemoving(true)}>
          Remove domain
        </Button>
      </Box>
      <ConfirmDialog
        open={removing}
        title={`Remove ${domainName}?`}
        confirmLabel="Remove domain"
        busyLabel="Removing…"
        destructive
        onClose={() => setRemoving(false)}
        onConfirm={async () => {
          await client.delete(`/api/super-admin/domains/${encodeURIComponent(domainName)}`);
          notify(`${domainName} removed.`);
          navigate('/super-admin/domains');
        }}
      >
        Visitors to {domainName} will see an error page from now on. The website itself stays online at its
        own address.
      </ConfirmDialog>
    </Card>
  );
}
