import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  SMS_CAMPAIGN_REFUND_NOTE,
  type SmsAudience,
  type SmsCampaign,
  type SmsSendWhen,
  smsScheduleProblem,
} from '@resto/domain';
import {
  CardAuthenticationDialog,
  CardEntry,
  CardEntryError,
  type CardFieldProblems,
  type CardFields,
  type CardPaymentsConfig,
  cardEntryMode,
  cardFieldProblems,
  createCardPaymentMethod,
  DialogFrame,
  EMPTY_CARD_FIELDS,
  fetchCardPaymentsConfig,
  HostedCardEntry,
  hasCardFieldProblems,
  ProblemAlert,
  useApi,
  useBusyAction,
} from '@resto/web-common';
import { useEffect, useState } from 'react';
import { type AudiencePreview, marketingApiPath } from './marketingApi';

export interface PayAndSendDialogProps {
  open: boolean;
  restaurantId: string;
  storeId: string;
  campaign: Pick<SmsCampaign, 'id' | 'name' | 'payment' | 'totalInCents' | 'recipientCount'> & {
    audience: SmsAudience;
    body: string;
  };
  onClose: () => void;
  onDone: (campaign: SmsCampaign) => void;
}

interface PaymentAction {
  redirectUrl?: string;
  clientSecret?: string;
}

/** What `POST .../send` answers: the campaign, and the bank's step when the payment waits on it. */
interface SendAnswer {
  campaign: SmsCampaign;
  requiresAction?: PaymentAction;
}

/** A `datetime-local` value for the next whole quarter hour at least 15 minutes away. */
function suggestedTime(now = new Date()): string {
  const at = new Date(now.getTime() + 15 * 60_000);
  at.setMinutes(Math.ceil(at.getMinutes() / 15) * 15, 0, 0);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

type ConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: CardPaymentsConfig }
  | { status: 'failed' };

/**
 * Pay for a campaign and send it now or at a time. The cost is the server's count priced by the
 * domain, confirmed as shown (the server refuses another amount); the card goes to the card provider
 * from the browser, our API gets its id only. A campaign already paid sends without a card.
 */
export function PayAndSendDialog({
  open,
  restaurantId,
  storeId,
  campaign,
  onClose,
  onDone,
}: PayAndSendDialogProps) {
  const api = useApi();
  const { busy, failure, setFailure, run } = useBusyAction();
  const paid = campaign.payment?.status === 'paid';
  const [preview, setPreview] = useState<AudiencePreview>();
  const [previewError, setPreviewError] = useState<unknown>();
  const [config, setConfig] = useState<ConfigState>({ status: 'loading' });
  const [fields, setFields] = useState<CardFields>(EMPTY_CARD_FIELDS);
  const [showAll, setShowAll] = useState(false);
  const [providerProblems, setProviderProblems] = useState<CardFieldProblems>({});
  const [whenKind, setWhenKind] = useState<'now' | 'at'>('now');
  const [localTime, setLocalTime] = useState(suggestedTime);
  const [attempted, setAttempted] = useState(false);
  // The bank's check (3-D Secure) the payment waits on, with what to send again once it is done.
  const [authentication, setAuthentication] = useState<{
    action: PaymentAction;
    body: { confirmedTotalInCents: number; when: SmsSendWhen };
  }>();

  // Each opening starts clean (a live update of the campaign while open must not clear a failure).
  useEffect(() => {
    if (!open) return;
    setFailure(undefined);
    setAttempted(false);
  }, [open, setFailure]);

  // The count and cost as they are now (the server refuses a total other than the one confirmed).
  const audienceKey = JSON.stringify(campaign.audience);
  const body = campaign.body;
  useEffect(() => {
    if (!open || paid) return;
    const controller = new AbortController();
    setPreview(undefined);
    setPreviewError(undefined);
    api
      .post<AudiencePreview>(
        marketingApiPath(restaurantId, storeId, '/sms-audience'),
        { audience: JSON.parse(audienceKey) as SmsAudience, body },
        { signal: controller.signal },
      )
      .then(setPreview)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setPreviewError(error);
      });
    fetchCardPaymentsConfig(api)
      .then((loaded) => setConfig({ status: 'ready', config: loaded }))
      .catch(() => setConfig({ status: 'failed' }));
    return () => controller.abort();
  }, [open, paid, api, restaurantId, storeId, audienceKey, body]);

  const totalInCents = paid
    ? (campaign.payment?.amountInCents ?? campaign.totalInCents)
    : preview?.cost?.totalInCents;
  const recipients = paid ? campaign.recipientCount : preview?.count;
  const when: SmsSendWhen =
    whenKind === 'now'
      ? { kind: 'now' }
      : {
          kind: 'at',
          scheduledIsoDateTimeUtc: Number.isNaN(new Date(localTime).getTime())
            ? ''
            : new Date(localTime).toISOString(),
        };
  const timeProblem =
    whenKind === 'at'
      ? when.kind === 'at' && when.scheduledIsoDateTimeUtc
        ? smsScheduleProblem(when, new Date())
        : 'Choose a date and time'
      : undefined;
  const mode = config.status === 'ready' ? cardEntryMode(config.config) : undefined;
  const sendPath = marketingApiPath(restaurantId, storeId, `/sms-campaigns/${campaign.id}/send`);

  async function submit() {
    setAttempted(true);
    if (timeProblem || totalInCents === undefined) return;
    await run(async () => {
      let paymentMethodId: string | undefined;
      if (!paid) {
        if (config.status !== 'ready' || mode === 'unavailable')
          throw new Error('Card payments cannot be taken right now. Try again in a minute.');
        if (mode === 'fake' && hasCardFieldProblems(cardFieldProblems(fields))) {
          setShowAll(true);
          throw new Error('Check the card details.');
        }
        try {
          paymentMethodId = (await createCardPaymentMethod(fields, config.config)).paymentMethodId;
        } catch (error) {
          if (error instanceof CardEntryError && error.field)
            setProviderProblems({ [error.field]: error.customerMessage });
          throw error instanceof CardEntryError ? new Error(error.customerMessage) : error;
        }
      }
      const answer = await api.post<SendAnswer>(sendPath, {
        ...(paymentMethodId ? { paymentMethodId } : {}),
        confirmedTotalInCents: totalInCents,
        when,
      });
      // The bank asks the owner to confirm first: nothing is scheduled until they have.
      if (answer.requiresAction)
        setAuthentication({
          action: answer.requiresAction,
          body: { confirmedTotalInCents: totalInCents, when },
        });
      else onDone(answer.campaign);
    });
  }

  /** After the bank's step: the same request again, without a card; the server looks at the payment. */
  async function afterAuthentication() {
    const pending = authentication;
    setAuthentication(undefined);
    if (!pending) return;
    await run(async () => {
      const answer = await api.post<SendAnswer>(sendPath, pending.body);
      if (answer.requiresAction) setAuthentication({ action: answer.requiresAction, body: pending.body });
      else onDone(answer.campaign);
    });
  }

  const verb = whenKind === 'now' ? 'send now' : 'schedule';
  const actionLabel =
    totalInCents === undefined
      ? 'Pay and send'
      : paid
        ? whenKind === 'now'
          ? 'Send now'
          : 'Schedule'
        : `Pay ${formatMoney(totalInCents)} and ${verb}`;

  return (
    <DialogFrame
      open={open}
      title={paid ? `Send ${campaign.name}` : `Pay for ${campaign.name}`}
      busy={busy}
      onClose={onClose}
      maxWidth="sm"
      form={{
        onSubmit: (event) => {
          event.preventDefault();
          void submit();
        },
        label: 'Pay and send the campaign',
      }}
      action={
        <Button type="submit" variant="contained" disabled={busy || totalInCents === undefined}>
          {busy ? 'Working…' : actionLabel}
        </Button>
      }
    >
      <Stack spacing={2.5}>
        {failure !== undefined && <ProblemAlert error={failure} />}
        {!paid && previewError !== undefined && <ProblemAlert error={previewError} />}
        {!paid && !preview && previewError === undefined ? (
          <Skeleton variant="rounded" height={56} aria-label="Counting recipients" />
        ) : totalInCents === undefined ? (
          <Alert severity="info">
            Nobody in this audience has agreed to marketing, so there is nothing to pay.
          </Alert>
        ) : (
          <Stack spacing={0.5} data-testid="pay-summary">
            <Typography>
              {recipients} {recipients === 1 ? 'customer' : 'customers'} · {paid ? 'paid' : 'to pay'}{' '}
              <strong>{formatMoney(totalInCents)}</strong>
            </Typography>
            {!paid && (
              <Typography variant="body2" color="text.secondary">
                Charged once, before anything is sent. {SMS_CAMPAIGN_REFUND_NOTE}
              </Typography>
            )}
          </Stack>
        )}
        <RadioGroup
          value={whenKind}
          onChange={(event) => setWhenKind(event.target.value as 'now' | 'at')}
          aria-label="When to send"
        >
          <FormControlLabel value="now" control={<Radio />} label="Send now" />
          <FormControlLabel value="at" control={<Radio />} label="Schedule for a time" />
        </RadioGroup>
        {whenKind === 'at' && (
          <TextField
            label="Send at"
            type="datetime-local"
            value={localTime}
            onChange={(event) => setLocalTime(event.target.value)}
            error={attempted && timeProblem !== undefined}
            helperText={
              (attempted && timeProblem) ||
              'Your local time. You can change it or take it back until it starts.'
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
        {!paid &&
          (config.status === 'loading' ? (
            <Skeleton variant="rounded" height={130} aria-label="Loading the card form" />
          ) : config.status === 'failed' || mode === 'unavailable' ? (
            <Alert severity="warning">Card payments cannot be taken right now. Try again in a minute.</Alert>
          ) : mode === 'hosted' ? (
            <HostedCardEntry publishableKey={config.config.publishableKey} />
          ) : (
            <CardEntry
              value={fields}
              onChange={(next) => {
                setFields(next);
                setProviderProblems({});
              }}
              showAllProblems={showAll}
              providerProblems={providerProblems}
              testMode
            />
          ))}
      </Stack>
      {authentication && config.status === 'ready' && (
        <CardAuthenticationDialog
          open
          config={config.config}
          {...(authentication.action.redirectUrl ? { redirectUrl: authentication.action.redirectUrl } : {})}
          {...(authentication.action.clientSecret
            ? { clientSecret: authentication.action.clientSecret }
            : {})}
          amountLabel={formatMoney(authentication.body.confirmedTotalInCents)}
          onFinished={() => void afterAuthentication()}
          onCancel={() => setAuthentication(undefined)}
        />
      )}
    </DialogFrame>
  );
}
