import ForumRounded from '@mui/icons-material/ForumRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type TeamChannelSummary, ZTeamChannelRequest } from '@resto/domain';
import { ConfirmDialog, isApiError, useApi, useNotify } from '@resto/web-common';
import { useCallback, useEffect, useState } from 'react';

/**
 * The store's team channel: the incoming webhook (Slack, Microsoft Teams or Google Chat) its card
 * terminal alerts are posted to. The address is a secret, so the page only ever shows it masked; an
 * admin pastes a new one to change it, sends a test message, or removes it.
 */
export function TeamChannelCard({ restaurantId, storeId }: { restaurantId: string; storeId: string }) {
  const api = useApi();
  const notify = useNotify();
  const path = `/api/team-channel/restaurants/${restaurantId}/stores/${storeId}` as const;
  const [channel, setChannel] = useState<TeamChannelSummary>();
  const [loadError, setLoadError] = useState<string>();
  const [editing, setEditing] = useState(false);
  const [webhookUrl, setWebhookUrl] = useState('');
  const [channelName, setChannelName] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [problem, setProblem] = useState<{ title: string; message: string }>();
  const [busy, setBusy] = useState<'save' | 'test'>();
  const [removing, setRemoving] = useState(false);

  const load = useCallback(async () => {
    setLoadError(undefined);
    try {
      const answer = await api.get<{ teamChannel: TeamChannelSummary }>(path);
      setChannel(answer.teamChannel);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : String(error));
    }
  }, [api, path]);

  useEffect(() => {
    void load();
  }, [load]);

  const shapeProblem = (() => {
    if (!webhookUrl.trim()) return 'Paste the incoming webhook URL from your team chat';
    const checked = ZTeamChannelRequest.safeParse({ webhookUrl, channelName });
    return checked.success ? undefined : checked.error.issues[0]?.message;
  })();

  async function save() {
    setFieldError(undefined);
    setProblem(undefined);
    if (shapeProblem) {
      setFieldError(shapeProblem);
      return;
    }
    setBusy('save');
    try {
      const answer = await api.put<{ teamChannel: TeamChannelSummary }>(path, {
        webhookUrl: webhookUrl.trim(),
        ...(channelName.trim() ? { channelName: channelName.trim() } : {}),
      });
      setChannel(answer.teamChannel);
      setEditing(false);
      setWebhookUrl('');
      notify('Team channel saved', 'success');
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.webhookUrl) setFieldError(error.fieldErrors.webhookUrl);
      else if (isApiError(error)) setProblem({ title: error.title, message: error.message });
      else setProblem({ title: 'An Error Occurred', message: String(error) });
    } finally {
      setBusy(undefined);
    }
  }

  async function test() {
    setProblem(undefined);
    setBusy('test');
    try {
      await api.post(`${path}/test`, {});
      notify('Test message sent: look for it in the channel', 'success');
    } catch (error) {
      setProblem(
        isApiError(error)
          ? { title: error.title, message: error.message }
          : { title: 'An Error Occurred', message: String(error) },
      );
    } finally {
      setBusy(undefined);
    }
  }

  const form = (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <TextField
        label="Incoming webhook URL"
        value={webhookUrl}
        onChange={(event) => {
          setWebhookUrl(event.target.value.slice(0, 600));
          setFieldError(undefined);
        }}
        error={fieldError !== undefined}
        helperText={
          fieldError ??
          'In Slack: Apps → Incoming Webhooks → Add to a channel, then copy the Webhook URL. Teams and Google Chat webhooks work too.'
        }
        placeholder="https://hooks.slack.com/services/…"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 600, inputMode: 'url', spellCheck: false } }}
      />
      <TextField
        label="Channel name (optional)"
        value={channelName}
        onChange={(event) => setChannelName(event.target.value.slice(0, 80))}
        helperText="So the team knows where alerts go, e.g. #bondi-counter"
        sx={{ maxWidth: 360 }}
      />
    </Stack>
  );

  return (
    <Card variant="outlined" sx={{ mt: 4 }} role="region" aria-label="Team channel">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ForumRounded color="action" />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
            Team channel for alerts
          </Typography>
          {channel && (
            <Chip
              size="small"
              color={channel.configured ? 'success' : 'default'}
              label={channel.configured ? 'Connected' : 'Not set'}
            />
          )}
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          When a card terminal fails or a payment’s result is not known, this store’s team hears about it
          here. Only this store’s alerts go to this channel.
        </Typography>
        {loadError && (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" onClick={() => void load()}>
                Retry
              </Button>
            }
          >
            The team channel could not be loaded: {loadError}
          </Alert>
        )}
        {!channel && !loadError && <CircularProgress size={24} sx={{ mt: 2 }} aria-label="Loading" />}
        {channel?.configured && !editing && (
          <Stack spacing={0.5} sx={{ mt: 2 }}>
            <Typography sx={{ fontFamily: 'monospace' }} data-testid="team-channel-address">
              {channel.maskedUrl}
            </Typography>
            {channel.channelName && <Typography>Channel: {channel.channelName}</Typography>}
            {channel.updatedIsoDateTimeUtc && (
              <Typography variant="body2" color="text.secondary">
                Saved {new Date(channel.updatedIsoDateTimeUtc).toLocaleString()}
              </Typography>
            )}
          </Stack>
        )}
        {channel && !channel.configured && !editing && (
          <Typography sx={{ mt: 2 }}>
            No channel yet: this store’s alerts go only to the platform operator.
          </Typography>
        )}
        {editing && form}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <AlertTitle>{problem.title}</AlertTitle>
            {problem.message}
          </Alert>
        )}
      </CardContent>
      {channel && (
        <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {editing ? (
            <>
              <Button variant="contained" disabled={busy !== undefined} onClick={() => void save()}>
                {busy === 'save' ? 'Saving…' : 'Save channel'}
              </Button>
              <Button
                onClick={() => {
                  setEditing(false);
                  setFieldError(undefined);
                  setProblem(undefined);
                }}
              >
                Cancel
              </Button>
            </>
          ) : (
            <>
              <Button
                variant={channel.configured ? 'outlined' : 'contained'}
                onClick={() => {
                  setChannelName(channel.channelName ?? '');
                  setEditing(true);
                }}
              >
                {channel.configured ? 'Change channel' : 'Connect a channel'}
              </Button>
              {channel.configured && (
                <>
                  <Button disabled={busy !== undefined} onClick={() => void test()}>
                    {busy === 'test' ? 'Sending…' : 'Send a test message'}
                  </Button>
                  <Button color="error" onClick={() => setRemoving(true)}>
                    Remove
                  </Button>
                </>
              )}
            </>
          )}
        </CardActions>
      )}
      <ConfirmDialog
        open={removing}
        title="Remove the team channel?"
        confirmLabel="Remove"
        destructive
        onClose={() => setRemoving(false)}
        onConfirm={async () => {
          await api.delete(path);
          setChannel({ configured: false });
          notify('Team channel removed', 'success');
        }}
      >
        This store’s card terminal alerts will no longer reach the team in that channel.
      </ConfirmDialog>
    </Card>
  );
}
