import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  markSmsSenderRegistrationStep,
  nextSmsSenderRegistrationStep,
  SMS_SENDER_REGISTRATION_STEPS,
  type SmsSenderRegistration,
  type SmsSenderRegistrationStep,
  smsSenderRegistrationProgress,
} from '@resto/domain';
import {
  describeError,
  formatStoreDateTime,
  LoadingScreen,
  ProblemAlert,
  storeSettingPath,
  useApi,
  useBusyAction,
  useNotify,
  useStoreSetting,
  useViewerAccess,
} from '@resto/web-common';
import { useState } from 'react';
import { useStoreContext } from '../../shared/useStoreContext';
import { AddOnSettingsScreen } from './AddOnSettingsScreen';

/**
 * The five steps (SPEC.md) in the words of Australia's SMS Sender ID Register (Telecommunications
 * (SMS Sender ID Register) Industry Standard 2025; register open since 30 November 2025): the business
 * proves its ABN and its right to the name, authorises the provider that sends for it, the provider
 * lodges the application in ACMA Assist, and the business's authorised representative confirms it.
 */
export const SENDER_STEP_WORDS: Record<SmsSenderRegistrationStep, { title: string; body: string }> = {
  downloadAbnCertificate: {
    title: 'Download your ABN certificate',
    body: 'Download the current record of your ABN from the Australian Business Register (ABN Lookup), or your ASIC company extract. The sender name must match your registered business name, company name, trade mark or .au domain, so keep the record that shows it.',
  },
  thirdPartyLetter: {
    title: 'Sign the third-party letter',
    body: 'Your texts go out through our messaging provider, which registers the sender name for you. Sign the letter of authorisation that lets it apply on your behalf. If the person applying is not a director or officer of the business, the letter also names them as its authorised representative.',
  },
  compressDocuments: {
    title: 'Compress the documents',
    body: 'Put the ABN record, the signed letter and the proof that the name is yours (business name registration, trade mark or domain) into one zip file: the form takes a single upload.',
  },
  submitForm: {
    title: 'Submit the form',
    body: 'Submit the registration form with your sender name (2 to 11 characters, not only digits) and the zip file. The provider checks it and lodges it with the ACMA in ACMA Assist.',
  },
  confirmApproval: {
    title: 'Confirm the approval',
    body: 'The ACMA asks your authorised representative to confirm the application in ACMA Assist (identity checked with myID). When the sender name shows as registered, mark this step done.',
  },
};

function SenderRegistration() {
  const { restaurantId, storeId, store } = useStoreContext();
  const timezone = store?.timezone ?? 'Australia/Sydney';
  const setting = useStoreSetting(restaurantId, storeId, 'smsSender');
  const { isAdmin } = useViewerAccess();
  const api = useApi();
  const notify = useNotify();
  const { busy, failure, run } = useBusyAction();
  const [working, setWorking] = useState<SmsSenderRegistrationStep>();

  if (setting.error) return <Alert severity="error">{describeError(setting.error).message}</Alert>;
  if (!setting.data) return <LoadingScreen label="Loading the sender registration…" />;
  const registration: SmsSenderRegistration = setting.data;
  const progress = smsSenderRegistrationProgress(registration);
  const next = nextSmsSenderRegistrationStep(registration);

  async function mark(step: SmsSenderRegistrationStep, done: boolean) {
    setWorking(step);
    await run(async () => {
      await api.put(
        storeSettingPath(restaurantId, storeId, 'smsSender'),
        markSmsSenderRegistrationStep(registration, { step, done }, new Date().toISOString()),
      );
      notify(`${SENDER_STEP_WORDS[step].title}: marked ${done ? 'done' : 'not done'}.`);
    });
    setWorking(undefined);
  }

  return (
    <Stack spacing={3}>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h4" component="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
          Register your sender name
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Australia's SMS Sender ID Register: since 1 July 2026, texts sent under a business name that is not
          registered arrive from "Unverified". Until your name is approved, campaigns go out from our mobile
          number, which also takes STOP replies.
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            value={(progress.done / progress.total) * 100}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
            aria-label="Registration steps done"
          />
          <Typography data-testid="sender-progress">
            {progress.done} of {progress.total} done
          </Typography>
        </Stack>
        {progress.approved && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Your sender name is registered.
          </Alert>
        )}
        {failure !== undefined && (
          <Box sx={{ mt: 2 }}>
            <ProblemAlert error={failure} />
          </Box>
        )}
      </Card>
      <Stack
        component="ol"
        spacing={2}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label="Registration steps"
      >
        {SMS_SENDER_REGISTRATION_STEPS.map((step, index) => {
          const state = registration[step];
          const words = SENDER_STEP_WORDS[step];
          return (
            <Card
              component="li"
              key={step}
              variant="outlined"
              sx={{ p: { xs: 2, sm: 2.5 }, borderColor: step === next ? 'primary.main' : undefined }}
              data-testid={`sender-step-${step}`}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <Box sx={{ color: state.done ? 'success.main' : 'text.disabled', pt: 0.25 }}>
                  {state.done ? <CheckCircleRounded /> : <RadioButtonUncheckedRounded />}
                </Box>
                <Box sx={{ flex: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {index + 1}. {words.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {words.body}
                  </Typography>
                  {state.done && state.doneIsoDateTimeUtc && (
                    <Typography variant="caption" color="success.main">
                      Done {formatStoreDateTime(state.doneIsoDateTimeUtc, timezone)}
                    </Typography>
                  )}
                </Box>
                {isAdmin && (
                  <Button
                    variant={state.done ? 'text' : step === next ? 'contained' : 'outlined'}
                    disabled={busy}
                    onClick={() => void mark(step, !state.done)}
                    aria-label={`${words.title}: mark ${state.done ? 'not done' : 'done'}`}
                  >
                    {working === step ? 'Saving…' : state.done ? 'Mark not done' : 'Mark done'}
                  </Button>
                )}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** `/restaurants/:restaurantId/stores/:storeId/add-ons/sms-campaign-settings`. */
export default function SmsCampaignSettingsPage() {
  return (
    <AddOnSettingsScreen addOn="smsMarketing">
      <SenderRegistration />
    </AddOnSettingsScreen>
  );
}
