import AddRounded from '@mui/icons-material/AddRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  SMS_CAMPAIGN_REFUND_NOTE,
  SMS_CAMPAIGN_STATUS_LABELS,
  SMS_CAMPAIGN_STATUSES,
  type SmsCampaign,
  type SmsCampaignStatus,
} from '@resto/domain';
import {
  ConfirmDialog,
  describeError,
  EmptyState,
  LoadingScreen,
  PageHeader,
  SearchField,
  useApi,
  useNotify,
  usePageTitle,
  useStore,
} from '@resto/web-common';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useApiResource } from '../../shared/useApiResource';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { campaignPagePath, campaignStarted } from './campaignWords';
import { type CampaignListAnswer, marketingApiPath, marketingPagePath } from './marketingApi';
import { SmsMarketingOffNotice, useSmsMarketingOn } from './SmsMarketingOffNotice';

const PAGE_SIZE = 20;

const STATUS_COLOURS: Record<SmsCampaignStatus, 'default' | 'success' | 'info' | 'error' | 'warning'> = {
  DRAFT: 'default',
  SCHEDULED: 'info',
  SENT: 'success',
  ARCHIVED: 'default',
  FAILED: 'error',
};

function results(campaign: SmsCampaign): string {
  if (campaign.status === 'DRAFT' && !campaign.sending) return '—';
  if (campaign.status === 'SCHEDULED' && !campaignStarted(campaign)) return '—';
  if (campaign.status === 'SCHEDULED') return `${campaign.sentCount} of ${campaign.recipientCount} sent`;
  const refund = campaign.refund
    ? `${campaign.refund.status === 'refunded' ? 'refunded' : 'refund of'} ${formatMoney(campaign.refund.amountInCents)}`
    : undefined;
  // Cancelled before anything went out: the refund is its only result.
  if (campaign.sentCount === 0 && refund) return refund.charAt(0).toUpperCase() + refund.slice(1);
  const parts = [`${campaign.deliveredCount} of ${campaign.recipientCount} delivered`];
  if (refund) parts.push(refund);
  if (campaign.undeliveredCount) parts.push(`${campaign.undeliveredCount} undelivered`);
  if (campaign.failedCount) parts.push(`${campaign.failedCount} failed`);
  if (campaign.optOutCount) parts.push(`${campaign.optOutCount} opted out`);
  return parts.join(' · ');
}

/** `/stores/:storeId/marketing`: the store's SMS campaigns by status, searchable, a page at a time. */
export default function MarketingPage() {
  usePageTitle('Marketing');
  const { restaurantId = '', storeId = '' } = useParams();
  const { data: store } = useStore(restaurantId, storeId);
  const api = useApi();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SmsCampaignStatus | undefined>();
  const [page, setPage] = useState(0);
  const [archiving, setArchiving] = useState<SmsCampaign>();
  const query = useDebouncedValue(search.trim());
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (query) params.set('search', query);
  if (status) params.set('status', status);
  const list = useApiResource<CampaignListAnswer>(
    marketingApiPath(restaurantId, storeId, `/sms-campaigns?${params.toString()}`),
  );
  const base = marketingPagePath(restaurantId, storeId);
  const smsOn = useSmsMarketingOn(restaurantId, storeId);

  return (
    <Box>
      <PageHeader
        eyebrow={store?.name}
        title="Marketing"
        subtitle="SMS campaigns to customers who agreed to hear from you. Every text says how to opt out, and an opt-out takes effect at once."
        actions={
          <Button
            component={RouterLink}
            to={`${base}/new-sms-campaign`}
            disabled={smsOn === false}
            variant="contained"
            startIcon={<AddRounded />}
          >
            New SMS campaign
          </Button>
        }
      />
      <SmsMarketingOffNotice
        restaurantId={restaurantId}
        storeId={storeId}
        storeName={store?.name ?? 'this store'}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <SearchField
          label="Search campaigns"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="group"
          aria-label="Status"
        >
          <Chip
            label="All"
            color={status === undefined ? 'primary' : 'default'}
            onClick={() => {
              setStatus(undefined);
              setPage(0);
            }}
          />
          {SMS_CAMPAIGN_STATUSES.map((candidate) => (
            <Chip
              key={candidate}
              label={SMS_CAMPAIGN_STATUS_LABELS[candidate]}
              color={status === candidate ? 'primary' : 'default'}
              onClick={() => {
                setStatus(candidate);
                setPage(0);
              }}
            />
          ))}
        </Stack>
      </Stack>
      {list.error ? (
        <Alert severity="error" action={<Button onClick={list.reload}>Try again</Button>}>
          {describeError(list.error).message}
        </Alert>
      ) : !list.data ? (
        <LoadingScreen label="Loading campaigns" />
      ) : list.data.total === 0 ? (
        <EmptyState
          icon={<CampaignRounded />}
          title={query || status ? 'No campaign matches' : 'No SMS campaigns yet'}
          description={
            query || status
              ? 'Try another search or status.'
              : 'Write a message, pick who receives it and see the cost before you send.'
          }
        />
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table aria-label="SMS campaigns">
              <TableHead>
                <TableRow>
                  <TableCell>Campaign</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Results</TableCell>
                  <TableCell align="right">Cost</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.campaigns.map((campaign) => (
                  <TableRow key={campaign.id}>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={campaignPagePath(restaurantId, storeId, campaign.id)}
                        sx={{ fontWeight: 600 }}
                        underline="hover"
                      >
                        {campaign.name}
                      </Link>
                      <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 360 }}>
                        {campaign.body}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={
                          campaign.sending
                            ? 'Sending…'
                            : campaign.status === 'SCHEDULED' && campaign.scheduledIsoDateTimeUtc
                              ? `Scheduled ${new Date(campaign.scheduledIsoDateTimeUtc).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' })}`
                              : SMS_CAMPAIGN_STATUS_LABELS[campaign.status]
                        }
                        color={STATUS_COLOURS[campaign.status]}
                        variant={campaign.status === 'ARCHIVED' ? 'outlined' : 'filled'}
                      />
                    </TableCell>
                    <TableCell>{results(campaign)}</TableCell>
                    <TableCell align="right">
                      {campaign.totalInCents ? formatMoney(campaign.totalInCents) : '—'}
                    </TableCell>
                    <TableCell align="right">
                      {(campaign.status === 'SENT' ||
                        campaign.status === 'DRAFT' ||
                        campaign.status === 'FAILED') &&
                        !campaign.sending &&
                        !(campaign.status === 'DRAFT' && campaign.payment?.status === 'paid') && (
                          <Button size="small" onClick={() => setArchiving(campaign)}>
                            Archive
                          </Button>
                        )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={list.data.total}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_, next) => setPage(next)}
          />
        </Paper>
      )}
      <ConfirmDialog
        open={archiving !== undefined}
        title="Archive this campaign?"
        confirmLabel="Archive"
        busyLabel="Archiving…"
        onClose={() => setArchiving(undefined)}
        onConfirm={async () => {
          if (!archiving) return;
          await api.post(
            marketingApiPath(restaurantId, storeId, `/sms-campaigns/${archiving.id}/archive`),
            {},
          );
          notify(`${archiving.name} was archived.`);
          list.reload();
        }}
      >
        <Typography>
          {archiving?.name} moves to the archived list. Its results stay; an archived campaign cannot be sent.
          What was paid for texts that never went out is refunded. {SMS_CAMPAIGN_REFUND_NOTE}
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}
