import CloseRounded from '@mui/icons-material/CloseRounded';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import {
  Alert,
  Badge,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Snackbar,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { SearchField, useOrderAlerts } from '@resto/web-common';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

const SEARCH_FROM = 8;

/**
 * Order alerts on this device: the top-bar bell opens the person's stores with a switch each (push
 * topics through /api/push/topics/*). New orders arrive as a system notification when the app is in
 * the background and as a message with "Open" when it is on screen.
 */
export function OrderAlerts() {
  const navigate = useNavigate();
  const alerts = useOrderAlerts((path) => navigate(path));
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const subscribedCount = alerts.topics?.filter((entry) => entry.subscribed).length ?? 0;
  const anyOn = subscribedCount > 0;

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return (alerts.topics ?? []).filter(
      (entry) => !words || `${entry.restaurantName} ${entry.storeName}`.toLowerCase().includes(words),
    );
  }, [alerts.topics, search]);

  const openDialog = () => {
    setOpen(true);
    void alerts.refresh();
  };
  const allNames = (alerts.topics ?? []).map((entry) => entry.topic);
  const allOn = allNames.length > 0 && subscribedCount === allNames.length;

  return (
    <>
      <Tooltip title="Order alerts">
        <IconButton color="inherit" aria-label="Order alerts" onClick={openDialog}>
          <Badge color="secondary" variant="dot" invisible={!alerts.latest}>
            {anyOn || alerts.latest ? <NotificationsActiveRounded /> : <NotificationsNoneRounded />}
          </Badge>
        </IconButton>
      </Tooltip>

      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="order-alerts-title"
      >
        <DialogTitle id="order-alerts-title">Order alerts on this device</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              Get a notification for every new order, also while this app is in the background. Choose the
              stores this device should ring for.
            </Typography>
            {alerts.permission === 'denied' && (
              <Alert severity="warning">
                Notifications are blocked for this site in the browser’s settings. Alerts still show while the
                app is open; allow notifications to get them in the background too.
              </Alert>
            )}
            {alerts.problem && (
              <Alert severity="error" role="alert">
                {alerts.problem}
              </Alert>
            )}
            {alerts.topics === undefined ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
                <CircularProgress aria-label="Loading your stores" />
              </Box>
            ) : alerts.topics.length === 0 ? (
              <Typography color="text.secondary">
                You are not a member of any store yet, so there is nothing to be alerted about.
              </Typography>
            ) : (
              <>
                <FormControlLabel
                  control={
                    <Switch
                      checked={allOn}
                      disabled={alerts.busy}
                      onChange={(_, on) =>
                        void alerts.setSubscribed(
                          (alerts.topics ?? [])
                            .filter((entry) => entry.subscribed !== on)
                            .map((entry) => entry.topic),
                          on,
                        )
                      }
                    />
                  }
                  label={allOn ? 'Alerts on for all my stores' : 'Alerts for all my stores'}
                />
                {alerts.topics.length >= SEARCH_FROM && (
                  <SearchField
                    label="Search stores"
                    value={search}
                    onChange={setSearch}
                    placeholder="Store or restaurant"
                  />
                )}
                <List dense disablePadding aria-label="Stores">
                  {shown.map((entry) => (
                    <ListItem
                      key={entry.topic}
                      disableGutters
                      secondaryAction={
                        <Switch
                          edge="end"
                          checked={entry.subscribed}
                          disabled={alerts.busy}
                          slotProps={{ input: { 'aria-label': `New-order alerts for ${entry.storeName}` } }}
                          onChange={(_, on) => void alerts.setSubscribed([entry.topic], on)}
                        />
                      }
                    >
                      <ListItemText
                        primary={entry.storeName}
                        secondary={`${entry.restaurantName} · ${entry.label}`}
                      />
                    </ListItem>
                  ))}
                  {shown.length === 0 && (
                    <Typography color="text.secondary" sx={{ py: 1 }}>
                      No store matches “{search}”.
                    </Typography>
                  )}
                </List>
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Done</Button>
        </DialogActions>
      </Dialog>

      <Snackbar
        open={Boolean(alerts.latest)}
        key={alerts.latest?.receivedAt}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        onClose={(_, reason) => reason !== 'clickaway' && alerts.dismissLatest()}
        autoHideDuration={15_000}
      >
        <Alert
          severity="info"
          variant="filled"
          icon={<NotificationsActiveRounded />}
          // Open goes to the order; the close button stays beside it (an action replaces Alert's own).
          action={
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              {alerts.latest?.data.path && (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    if (alerts.latest?.data.path) navigate(alerts.latest.data.path);
                    alerts.dismissLatest();
                  }}
                >
                  Open
                </Button>
              )}
              <IconButton color="inherit" size="small" aria-label="Close" onClick={alerts.dismissLatest}>
                <CloseRounded fontSize="small" />
              </IconButton>
            </Stack>
          }
          sx={{ alignItems: 'center' }}
        >
          <Typography sx={{ fontWeight: 600 }}>{alerts.latest?.title}</Typography>
          <Typography variant="body2">{alerts.latest?.body}</Typography>
        </Alert>
      </Snackbar>
    </>
  );
}
