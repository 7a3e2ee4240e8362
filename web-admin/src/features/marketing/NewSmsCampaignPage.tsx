import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  renderCampaignSms,
  SMS_PLACEHOLDERS,
  SMS_UNSUBSCRIBE_LINK_MAX_LENGTH,
  type SmsAudience,
  type SmsAudienceKind,
  type SmsCampaign,
  smsCampaignCost,
  smsCampaignLengthReport,
  ZSmsCampaignDraft,
} from '@resto/domain';
import {
  describeError,
  PageHeader,
  ProblemAlert,
  useApi,
  useNotify,
  usePageTitle,
  useStore,
  useStores,
} from '@resto/web-common';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { AUDIENCE_WORDS, campaignPagePath } from './campaignWords';
import { type AudiencePreview, marketingApiPath, marketingPagePath } from './marketingApi';
import { PayAndSendDialog } from './PayAndSendDialog';
import { SmsMarketingOffNotice } from './SmsMarketingOffNotice';

function audienceOf(kind: SmsAudienceKind, value: string, storeId: string): SmsAudience {
  const n = Math.max(0, Math.round(Number(value) || 0));
  switch (kind) {
    case 'lapsed':
      return { kind, days: n };
    case 'frequent':
      return { kind, minOrders: n };
    case 'bigSpenders':
      return { kind, minSpentInCents: n * 100 };
    case 'byStore':
      return { kind, storeId };
    default:
      return { kind: 'allConsenting' };
  }
}

const VALUE_LABELS: Partial<Record<SmsAudienceKind, { label: string; initial: string }>> = {
  lapsed: { label: 'Days without an order', initial: '30' },
  frequent: { label: 'Orders at least', initial: '5' },
  bigSpenders: { label: 'Spent at least ($)', initial: '200' },
};

/** `/stores/:storeId/marketing/new-sms-campaign`: who, what, how much, then send. */
export default function NewSmsCampaignPage() {
  usePageTitle('New SMS campaign');
  const { restaurantId = '', storeId = '' } = useParams();
  const { data: store } = useStore(restaurantId, storeId);
  const stores = useStores(restaurantId);
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [body, setBody] = useState('');
  const [kind, setKind] = useState<SmsAudienceKind>('allConsenting');
  const [value, setValue] = useState('30');
  const [audienceStoreId, setAudienceStoreId] = useState(storeId);
  const [preview, setPreview] = useState<{ key: string; answer?: AudiencePreview; error?: unknown }>();
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  const audience = useMemo(() => audienceOf(kind, value, audienceStoreId), [kind, value, audienceStoreId]);
  const length = smsCampaignLengthReport(body.trim());
  const draft = ZSmsCampaignDraft.safeParse({ name, body, audience });
  const problems = new Map(
    (draft.success ? [] : draft.error.issues).map((issue) => [issue.path.join('.'), issue.message]),
  );
  const audienceKey = useDebouncedValue(JSON.stringify(audience));
  const audienceProblem = [...problems.entries()].find(([path]) => path.startsWith('audience'))?.[1];

  // The count and sample follow the audience as it is picked (the server reads the consent records).
  useEffect(() => {
    if (audienceProblem) return;
    const controller = new AbortController();
    setPreview((previous) => ({ key: audienceKey, answer: previous?.answer }));
    api
      .post<AudiencePreview>(
        marketingApiPath(restaurantId, storeId, '/sms-audience'),
        { audience: JSON.parse(audienceKey) as SmsAudience },
        { signal: controller.signal },
      )
      .then((answer) => setPreview({ key: audienceKey, answer }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setPreview({ key: audienceKey, error });
      });
    return () => controller.abort();
  }, [api, audienceKey, audienceProblem, restaurantId, storeId]);

  const recipients = preview?.answer?.count ?? 0;
  // The cost comes from the domain's rule, for the count the server gave and the length shown here.
  const cost = useMemo(() => {
    if (!length.withinLimit || recipients < 1 || !body.trim()) return undefined;
    return { messages: recipients * length.segments, ...smsCampaignCost(recipients, length.segments) };
  }, [body, length.segments, length.withinLimit, recipients]);

  const example = body.trim()
    ? renderCampaignSms(body.trim(), {
        name: preview?.answer?.sample[0]?.name ?? 'Sam Citizen',
        storeName: store?.name ?? '',
        unsubscribeUrl: `https://…/u/${'x'.repeat(8)}`,
      })
    : '';

  const shown = (path: string) => (attempted ? problems.get(path) : undefined);

  // Paying needs the campaign saved first: it is created as a draft, then paid for and sent.
  const [created, setCreated] = useState<SmsCampaign>();
  async function saveAndPay() {
    setAttempted(true);
    if (!draft.success || !cost) return;
    setFailure(undefined);
    try {
      const answer = created
        ? await api.put<{ campaign: SmsCampaign }>(
            marketingApiPath(restaurantId, storeId, `/sms-campaigns/${created.id}`),
            draft.data,
          )
        : await api.post<{ campaign: SmsCampaign }>(
            marketingApiPath(restaurantId, storeId, '/sms-campaigns'),
            draft.data,
          );
      setCreated(answer.campaign);
      setConfirming(true);
    } catch (error) {
      setFailure(error);
    }
  }

  async function saveDraft() {
    setAttempted(true);
    if (!draft.success) return;
    setFailure(undefined);
    try {
      if (created)
        await api.put(marketingApiPath(restaurantId, storeId, `/sms-campaigns/${created.id}`), draft.data);
      else await api.post(marketingApiPath(restaurantId, storeId, '/sms-campaigns'), draft.data);
      notify(`${draft.data.name} was saved as a draft.`);
      navigate(marketingPagePath(restaurantId, storeId));
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <Box>
      <PageHeader
        eyebrow={store?.name}
        title="New SMS campaign"
        subtitle="Only customers who ticked the marketing box receive it. Every text ends with how to opt out: reply STOP or tap the link, no login needed."
      />
      <SmsMarketingOffNotice
        restaurantId={restaurantId}
        storeId={storeId}
        storeName={store?.name ?? 'this store'}
      />
      {failure !== undefined && (
        <Box sx={{ mb: 2 }}>
          <ProblemAlert error={failure} />
        </Box>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  Who receives it
                </Typography>
                <Stack spacing={2}>
                  <TextField
                    select
                    label="Audience"
                    value={kind}
                    onChange={(event) => {
                      const next = event.target.value as SmsAudienceKind;
                      setKind(next);
                      setValue(VALUE_LABELS[next]?.initial ?? '');
                    }}
                  >
                    {(Object.keys(AUDIENCE_WORDS) as SmsAudienceKind[]).map((candidate) => (
                      <MenuItem key={candidate} value={candidate}>
                        {AUDIENCE_WORDS[candidate]}
                      </MenuItem>
                    ))}
                  </TextField>
                  {VALUE_LABELS[kind] && (
                    <TextField
                      label={VALUE_LABELS[kind]?.label}
                      type="number"
                      value={value}
                      onChange={(event) => setValue(event.target.value)}
                      error={audienceProblem !== undefined}
                      helperText={audienceProblem ?? ' '}
                      slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
                    />
                  )}
                  {kind === 'byStore' && (
                    <TextField
                      select
                      label="Store"
                      value={audienceStoreId}
                      onChange={(event) => setAudienceStoreId(event.target.value)}
                      helperText="Customers whose latest order was at this store."
                    >
                      {(stores.data ?? []).map((candidate) => (
                        <MenuItem key={candidate.id} value={candidate.id}>
                          {candidate.name}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                </Stack>
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  Message
                </Typography>
                <Stack spacing={2}>
                  <TextField
                    label="Campaign name"
                    required
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                    error={shown('name') !== undefined}
                    helperText={shown('name') ?? 'Only you see this: "Tuesday 2-for-1".'}
                    slotProps={{ htmlInput: { maxLength: 80 } }}
                  />
                  <TextField
                    label="Text"
                    required
                    multiline
                    minRows={4}
                    value={body}
                    onChange={(event) => setBody(event.target.value)}
                    error={!length.withinLimit || shown('body') !== undefined}
                    helperText={
                      !length.withinLimit
                        ? `Too long: cut ${-length.remainingCharacters} characters to fit two messages.`
                        : (shown('body') ??
                          `${length.length} of ${length.segments === 1 ? 160 : 306} characters with the opt-out line · ${length.segments} ${length.segments === 1 ? 'message' : 'messages'} per customer`)
                    }
                    slotProps={{ htmlInput: { maxLength: 400 } }}
                  />
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {(Object.keys(SMS_PLACEHOLDERS) as (keyof typeof SMS_PLACEHOLDERS)[]).map(
                      (placeholder) => (
                        <Chip
                          key={placeholder}
                          label={`Insert ${placeholder}`}
                          title={`${SMS_PLACEHOLDERS[placeholder].description} (counted as ${SMS_PLACEHOLDERS[placeholder].maxLength} characters)`}
                          onClick={() =>
                            setBody(
                              (current) =>
                                `${current}${current.endsWith(' ') || !current ? '' : ' '}${placeholder}`,
                            )
                          }
                          variant="outlined"
                        />
                      ),
                    )}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    The opt-out line and its link (counted as {SMS_UNSUBSCRIBE_LINK_MAX_LENGTH} characters)
                    are added to every text. One message holds 160 characters, two hold 306; a campaign sends
                    at most two.
                  </Typography>
                </Stack>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  Recipients
                </Typography>
                {preview?.error ? (
                  <Alert severity="error">{describeError(preview.error).message}</Alert>
                ) : !preview?.answer ? (
                  <LinearProgress aria-label="Counting recipients" />
                ) : (
                  <>
                    <Typography variant="h4" component="p" data-testid="audience-count">
                      {preview.answer.count}
                    </Typography>
                    <Typography color="text.secondary" gutterBottom>
                      {preview.answer.count === 1 ? 'customer' : 'customers'} with marketing consent
                      {preview.key !== audienceKey && <CircularProgress size={14} sx={{ ml: 1 }} />}
                    </Typography>
                    {preview.answer.count === 0 ? (
                      <Alert severity="info">
                        Nobody in this audience has agreed to marketing. Customers agree with the unticked box
                        at checkout.
                      </Alert>
                    ) : (
                      <List dense aria-label="Sample of recipients">
                        {preview.answer.sample.map((row) => (
                          <ListItem key={`${row.name}${row.mobile}`} disableGutters>
                            <ListItemText primary={row.name} secondary={row.mobile} />
                          </ListItem>
                        ))}
                      </List>
                    )}
                  </>
                )}
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  Cost
                </Typography>
                {cost ? (
                  <Stack spacing={0.5} data-testid="campaign-cost">
                    <Row
                      label={`${cost.messages} messages × $0.069 (GST incl.)`}
                      value={formatMoney(cost.messagesCostInCents)}
                    />
                    {cost.minimumFeeApplied && (
                      <Row label="Minimum campaign fee" value={formatMoney(cost.subtotalInCents)} />
                    )}
                    <Row
                      label="Card processing (1.75% + $0.30)"
                      value={formatMoney(cost.processorFeeInCents)}
                    />
                    <Row label="Total" value={formatMoney(cost.totalInCents)} strong />
                  </Stack>
                ) : (
                  <Typography color="text.secondary">
                    Write the text and pick an audience with customers to see the cost.
                  </Typography>
                )}
              </CardContent>
            </Card>
            {example && (
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    Preview
                  </Typography>
                  <Box
                    sx={{
                      bgcolor: 'action.hover',
                      borderRadius: 3,
                      p: 2,
                      whiteSpace: 'pre-wrap',
                      wordBreak: 'break-word',
                    }}
                    data-testid="sms-preview"
                  >
                    {example}
                  </Box>
                </CardContent>
              </Card>
            )}
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => void saveDraft()}>Save draft</Button>
              <Button variant="contained" startIcon={<SendRounded />} onClick={() => void saveAndPay()}>
                Pay and send
              </Button>
            </Stack>
          </Stack>
        </Grid>
      </Grid>
      {created && (
        <PayAndSendDialog
          open={confirming}
          restaurantId={restaurantId}
          storeId={storeId}
          campaign={created}
          onClose={() => {
            setConfirming(false);
            // The draft is kept: it is in the list, and this page saves changes to it.
            notify(`${created.name} is saved as a draft.`);
          }}
          onDone={(campaign) => {
            setConfirming(false);
            notify(
              campaign.scheduledIsoDateTimeUtc &&
                Date.parse(campaign.scheduledIsoDateTimeUtc) > Date.now() + 30_000
                ? `${campaign.name} is paid and scheduled.`
                : `${campaign.name} is paid and sending now.`,
            );
            navigate(campaignPagePath(restaurantId, storeId, campaign.id));
          }}
        />
      )}
    </Box>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{value}</Typography>
    </Stack>
  );
}
