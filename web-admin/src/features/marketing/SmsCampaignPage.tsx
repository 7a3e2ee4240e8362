import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  SMS_ATTRIBUTION_DAYS,
  SMS_CAMPAIGN_REFUND_NOTE,
  SMS_CAMPAIGN_STATUS_LABELS,
  type SmsCampaign,
  smsScheduleProblem,
  ZSmsCampaign,
} from '@resto/domain';
import {
  ConfirmDialog,
  DialogFrame,
  describeError,
  EmptyState,
  formatStoreDateTime,
  LoadingScreen,
  PageHeader,
  ProblemAlert,
  useApi,
  useBusyAction,
  useDoc,
  useNotify,
  usePageTitle,
  useStores,
} from '@resto/web-common';
import { type ReactNode, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useApiResource } from '../../shared/useApiResource';
import { useStoreContext } from '../../shared/useStoreContext';
import { campaignStarted, describeAudience, smsCampaignRef } from './campaignWords';
import { marketingApiPath, marketingPagePath } from './marketingApi';
import { PayAndSendDialog } from './PayAndSendDialog';
import { SmsMarketingOffNotice } from './SmsMarketingOffNotice';

interface ResultsAnswer {
  attribution: {
    orderCount: number;
    totalInCents: number;
    customerCount: number;
    windowDays: number;
    untilIsoDateTimeUtc: string | null;
    partial: boolean;
  };
}

function toLocalInput(iso: string | undefined): string {
  const at = iso ? new Date(iso) : new Date(Date.now() + 30 * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

function Stat({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  testId?: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={testId}>
          {value}
        </Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * `/stores/:storeId/marketing/sms-campaigns/:campaignId`: one campaign, live. A draft is paid for and
 * sent or scheduled here; a scheduled one can move or go back to draft until it starts; while it
 * sends, progress; afterwards its results: delivery reports, opt-outs, and orders its recipients
 * placed within 7 days of their text.
 */
export default function SmsCampaignPage() {
  const { campaignId = '' } = useParams();
  const { restaurantId, storeId, store } = useStoreContext();
  const stores = useStores(restaurantId);
  const timezone = store?.timezone ?? 'Australia/Sydney';
  const api = useApi();
  const notify = useNotify();
  const live = useDoc(
    useMemo(() => smsCampaignRef(restaurantId, storeId, campaignId), [restaurantId, storeId, campaignId]),
  );
  const parsed = useMemo(
    () => (live.data ? ZSmsCampaign.safeParse({ ...live.data, id: campaignId }) : undefined),
    [live.data, campaignId],
  );
  const campaign = parsed?.success ? parsed.data : undefined;
  usePageTitle(campaign?.name ?? 'SMS campaign');
  // Results follow the live counts: fetched again when a text is sent or a report arrives.
  const resultsKey = campaign ? `${campaign.status}-${campaign.sentCount}-${campaign.deliveredCount}` : '';
  const results = useApiResource<ResultsAnswer>(
    campaign && campaign.sentCount > 0
      ? marketingApiPath(
          restaurantId,
          storeId,
          `/sms-campaigns/${campaignId}/results?v=${encodeURIComponent(resultsKey)}`,
        )
      : null,
  );
  const [paying, setPaying] = useState(false);
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const retryRefund = useBusyAction();

  const back = (
    <Button
      component={RouterLink}
      to={marketingPagePath(restaurantId, storeId)}
      startIcon={<ArrowBackRounded />}
      sx={{ mb: 1 }}
    >
      Marketing
    </Button>
  );
  if (live.loading || live.data === undefined) return <LoadingScreen label="Loading the campaign…" />;
  if (!campaign)
    return (
      <>
        {back}
        <EmptyState
          icon={<CampaignRounded />}
          title="Campaign not found"
          description={
            live.error ? describeError(live.error).message : 'It may have been removed, or the link is wrong.'
          }
        />
      </>
    );

  const started = campaignStarted(campaign);
  const paid = campaign.payment?.status === 'paid';
  const scheduledLater =
    campaign.status === 'SCHEDULED' &&
    !started &&
    Date.parse(campaign.scheduledIsoDateTimeUtc ?? '') > Date.now() + 5_000;
  const statusLabel =
    campaign.status === 'SCHEDULED' && (started || !scheduledLater)
      ? 'Sending'
      : SMS_CAMPAIGN_STATUS_LABELS[campaign.status];
  const progress =
    campaign.recipientCount > 0 ? Math.min(100, (campaign.sentCount / campaign.recipientCount) * 100) : 0;
  const storeName = (id: string) =>
    stores.data?.find((candidate) => candidate.id === id)?.name ?? 'one store';

  return (
    <Box>
      {back}
      <PageHeader
        eyebrow={store?.name}
        title={campaign.name}
        subtitle={describeAudience(campaign.audience, storeName)}
        actions={
          campaign.status === 'DRAFT' ? (
            <Stack direction="row" spacing={1}>
              {paid && (
                <Button color="error" onClick={() => setRefunding(true)}>
                  Cancel and refund
                </Button>
              )}
              <Button variant="contained" startIcon={<SendRounded />} onClick={() => setPaying(true)}>
                {paid ? 'Send or schedule' : 'Pay and send'}
              </Button>
            </Stack>
          ) : scheduledLater ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button color="error" onClick={() => setRefunding(true)}>
                Cancel and refund
              </Button>
              <Button onClick={() => setCancelling(true)}>Back to draft</Button>
              <Button variant="contained" onClick={() => setMoving(true)}>
                Change time
              </Button>
            </Stack>
          ) : undefined
        }
      />
      {(campaign.status === 'DRAFT' || scheduledLater) && (
        <SmsMarketingOffNotice
          restaurantId={restaurantId}
          storeId={storeId}
          storeName={store?.name ?? 'this store'}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip
          label={statusLabel}
          color={
            campaign.status === 'SENT'
              ? 'success'
              : campaign.status === 'FAILED'
                ? 'error'
                : campaign.status === 'SCHEDULED'
                  ? 'info'
                  : 'default'
          }
          data-testid="campaign-status"
        />
        {campaign.payment && (
          <Chip
            variant="outlined"
            label={
              campaign.payment.status === 'paid'
                ? `Paid ${formatMoney(campaign.payment.amountInCents)}`
                : campaign.payment.status === 'processing'
                  ? 'Payment going through…'
                  : campaign.payment.status === 'requiresAction'
                    ? 'Waiting for your bank’s check'
                    : 'Payment not taken'
            }
            color={
              campaign.payment.status === 'paid'
                ? 'success'
                : campaign.payment.status === 'failed'
                  ? 'error'
                  : 'default'
            }
          />
        )}
        {campaign.scheduledIsoDateTimeUtc && campaign.status === 'SCHEDULED' && (
          <Typography color="text.secondary">
            {scheduledLater ? 'Goes out' : 'Started'}{' '}
            {formatStoreDateTime(campaign.scheduledIsoDateTimeUtc, timezone)}
          </Typography>
        )}
        {campaign.sentIsoDateTimeUtc && campaign.status !== 'SCHEDULED' && (
          <Typography color="text.secondary">
            Finished {formatStoreDateTime(campaign.sentIsoDateTimeUtc, timezone)}
          </Typography>
        )}
      </Stack>
      {campaign.refund && (
        <Alert
          severity={campaign.refund.status === 'failed' ? 'warning' : 'success'}
          sx={{ mb: 2 }}
          data-testid="campaign-refund"
          action={
            campaign.refund.status === 'failed' ? (
              <Button
                color="inherit"
                size="small"
                disabled={retryRefund.busy}
                onClick={() =>
                  void retryRefund.run(async () => {
                    await api.post(
                      marketingApiPath(restaurantId, storeId, `/sms-campaigns/${campaign.id}/refund`),
                      {},
                    );
                  })
                }
              >
                Try again
              </Button>
            ) : undefined
          }
        >
          {campaign.refund.status === 'refunded'
            ? `Refunded ${formatMoney(campaign.refund.amountInCents)}`
            : campaign.refund.status === 'processing'
              ? `Refunding ${formatMoney(campaign.refund.amountInCents)}…`
              : `The refund of ${formatMoney(campaign.refund.amountInCents)} did not go through: ${campaign.refund.error ?? 'the card provider refused it'}`}{' '}
          for {campaign.refund.unsentRecipients} {campaign.refund.unsentRecipients === 1 ? 'text' : 'texts'}{' '}
          not sent. {SMS_CAMPAIGN_REFUND_NOTE}
          {retryRefund.failure !== undefined && ` ${describeError(retryRefund.failure).message}`}
        </Alert>
      )}
      {campaign.status === 'DRAFT' && campaign.payment?.status === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The payment was not taken: {campaign.payment.error ?? 'the card was declined'}. Nothing was sent.
          Try another card.
        </Alert>
      )}
      {campaign.status === 'DRAFT' && paid && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This campaign is paid for and waiting. Send it now or choose a time; you will not be charged again.
        </Alert>
      )}
      {campaign.status === 'SCHEDULED' && !scheduledLater && (
        <Card variant="outlined" sx={{ mb: 3 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Sending
            </Typography>
            <LinearProgress
              variant={campaign.recipientCount > 0 ? 'determinate' : 'indeterminate'}
              value={progress}
              aria-label="Texts sent"
              sx={{ height: 10, borderRadius: 5, mb: 1 }}
            />
            <Typography data-testid="campaign-progress">
              {campaign.sentCount} of {campaign.recipientCount || '…'} texts sent
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Texts go out in batches; this page updates as they do. You can leave it.
            </Typography>
          </CardContent>
        </Card>
      )}
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 6, md: 2 }}>
          <Stat
            label="Recipients"
            value={campaign.recipientCount || '—'}
            hint={campaign.segments ? `${campaign.segments} SMS each` : undefined}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Stat label="Sent" value={campaign.sentCount} testId="stat-sent" />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Stat label="Delivered" value={campaign.deliveredCount} testId="stat-delivered" />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Stat
            label="Undelivered"
            value={campaign.undeliveredCount}
            hint="The carrier could not deliver"
            testId="stat-undelivered"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Stat label="Failed" value={campaign.failedCount} hint="Refused or failed" testId="stat-failed" />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Stat
            label="Opted out"
            value={campaign.optOutCount}
            hint="STOP or the link"
            testId="stat-opted-out"
          />
        </Grid>
      </Grid>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Orders from this campaign
              </Typography>
              {campaign.sentCount === 0 ? (
                <Typography color="text.secondary">
                  Orders placed by recipients within {SMS_ATTRIBUTION_DAYS} days of their text appear here
                  once it is sent.
                </Typography>
              ) : results.error ? (
                <Alert severity="error" action={<Button onClick={results.reload}>Try again</Button>}>
                  {describeError(results.error).message}
                </Alert>
              ) : !results.data ? (
                <LinearProgress aria-label="Counting orders" />
              ) : (
                <Stack spacing={1} data-testid="campaign-attribution">
                  <Typography variant="h4" component="p">
                    {formatMoney(results.data.attribution.totalInCents)}
                  </Typography>
                  <Typography>
                    {results.data.attribution.orderCount}{' '}
                    {results.data.attribution.orderCount === 1 ? 'order' : 'orders'} from{' '}
                    {results.data.attribution.customerCount}{' '}
                    {results.data.attribution.customerCount === 1 ? 'recipient' : 'recipients'}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Orders a recipient placed at any of your stores within{' '}
                    {results.data.attribution.windowDays} days after their text
                    {results.data.attribution.untilIsoDateTimeUtc
                      ? ` (counting until ${formatStoreDateTime(results.data.attribution.untilIsoDateTimeUtc, timezone)})`
                      : ''}
                    .{results.data.attribution.partial ? ' Only the first 20,000 orders were read.' : ''}
                  </Typography>
                </Stack>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Message
              </Typography>
              <Box
                sx={{
                  bgcolor: 'action.hover',
                  borderRadius: 3,
                  p: 2,
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                }}
              >
                {campaign.body}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Every text ends with how to opt out: reply STOP or tap the link, no login needed.
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <PayAndSendDialog
        open={paying}
        restaurantId={restaurantId}
        storeId={storeId}
        campaign={campaign}
        onClose={() => setPaying(false)}
        onDone={(next) => {
          setPaying(false);
          notify(`${next.name} is ${paid ? '' : 'paid and '}on its way.`);
        }}
      />
      <ConfirmDialog
        open={refunding}
        title="Cancel this campaign and refund it?"
        confirmLabel="Cancel and refund"
        busyLabel="Refunding…"
        destructive
        onClose={() => setRefunding(false)}
        onConfirm={async () => {
          await api.post(
            marketingApiPath(restaurantId, storeId, `/sms-campaigns/${campaign.id}/archive`),
            {},
          );
          notify(`${campaign.name} is cancelled and refunded.`);
        }}
      >
        <Typography>
          Nothing is sent and the campaign is archived. What you paid for the texts comes back to your card.{' '}
          {SMS_CAMPAIGN_REFUND_NOTE}
        </Typography>
      </ConfirmDialog>
      <MoveDialog
        open={moving}
        campaign={campaign}
        onClose={() => setMoving(false)}
        restaurantId={restaurantId}
        storeId={storeId}
      />
      <ConfirmDialog
        open={cancelling}
        title="Take this campaign back to draft?"
        confirmLabel="Back to draft"
        busyLabel="Working…"
        onClose={() => setCancelling(false)}
        onConfirm={async () => {
          await api.post(
            marketingApiPath(restaurantId, storeId, `/sms-campaigns/${campaign.id}/cancel-schedule`),
            {},
          );
          notify(`${campaign.name} will not go out. It stays paid; send or schedule it when you are ready.`);
        }}
      >
        <Typography>
          Nothing is sent. The campaign stays paid, so sending or scheduling it later costs nothing more.
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}

function MoveDialog({
  open,
  campaign,
  onClose,
  restaurantId,
  storeId,
}: {
  open: boolean;
  campaign: SmsCampaign;
  onClose: () => void;
  restaurantId: string;
  storeId: string;
}) {
  const api = useApi();
  const notify = useNotify();
  const { busy, failure, run } = useBusyAction();
  const [localTime, setLocalTime] = useState(() => toLocalInput(campaign.scheduledIsoDateTimeUtc));
  const at = new Date(localTime);
  const problem = Number.isNaN(at.getTime())
    ? 'Choose a date and time'
    : smsScheduleProblem({ kind: 'at', scheduledIsoDateTimeUtc: at.toISOString() }, new Date());
  return (
    <DialogFrame
      open={open}
      title="Change when it goes out"
      busy={busy}
      onClose={onClose}
      form={{
        onSubmit: (event) => {
          event.preventDefault();
          if (problem) return;
          void run(async () => {
            await api.post(
              marketingApiPath(restaurantId, storeId, `/sms-campaigns/${campaign.id}/reschedule`),
              {
                when: { kind: 'at', scheduledIsoDateTimeUtc: at.toISOString() },
              },
            );
            notify(`${campaign.name} moved.`);
            onClose();
          });
        },
      }}
      action={
        <Button type="submit" variant="contained" disabled={busy}>
          Save time
        </Button>
      }
    >
      <Stack spacing={2}>
        {failure !== undefined && <ProblemAlert error={failure} />}
        <TextField
          label="Send at"
          type="datetime-local"
          value={localTime}
          onChange={(event) => setLocalTime(event.target.value)}
          error={problem !== undefined}
          helperText={problem ?? 'Your local time.'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
    </DialogFrame>
  );
}
