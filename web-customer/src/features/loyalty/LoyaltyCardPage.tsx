import LoyaltyRounded from '@mui/icons-material/LoyaltyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { LOYALTY_ENTRY_WORDS, storeCurrency } from '@resto/domain';
import {
  describeError,
  EmptyState,
  formatPrice,
  formatStoreDateTime,
  LoadingScreen,
  useApi,
  useAuth,
  usePageTitle,
} from '@resto/web-common';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { fetchMyLoyaltyCard, type MyLoyaltyCard } from './myLoyaltyCard';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * `…/loyalty-card`: the customer's credits at this restaurant, on a card in the restaurant's colour,
 * with what they earned and spent. Credits belong to the customer's sign-in (a guest's too, on this
 * device), so signing in keeps them across devices.
 */
export default function LoyaltyCardPage() {
  usePageTitle('Loyalty card');
  const { restaurantId, store, restaurant, basePath, menu } = useStoreContext();
  const { user, loading: authLoading } = useAuth();
  const api = useApi();
  const [card, setCard] = useState<MyLoyaltyCard>();
  const [error, setError] = useState<unknown>();
  const name = restaurant?.name ?? store.name;
  const currency = storeCurrency(menu).code;
  const uid = user?.uid;

  useEffect(() => {
    if (!uid) return;
    let active = true;
    fetchMyLoyaltyCard(api, restaurantId)
      .then((answer) => active && setCard(answer))
      .catch((failure: unknown) => active && setError(failure));
    return () => {
      active = false;
    };
  }, [api, restaurantId, uid]);

  const signInLink = `${basePath}/login?next=${encodeURIComponent(`${basePath}/loyalty-card`)}`;
  const heading = (
    <>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        {name}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 3 }}>
        Loyalty card
      </Typography>
    </>
  );

  if (authLoading || (uid && !card && !error)) return <LoadingScreen label="Loading your card…" />;
  if (!uid)
    return (
      <Box>
        {heading}
        <EmptyState
          icon={<LoyaltyRounded />}
          title="Sign in to see your credits"
          description={`Orders you place at ${name} earn loyalty credits you can spend on later orders.`}
          action={
            <Button component={RouterLink} to={signInLink} variant="contained">
              Sign in
            </Button>
          }
        />
      </Box>
    );
  if (error || !card)
    return (
      <Box>
        {heading}
        <Alert severity="error">{describeError(error).message}</Alert>
      </Box>
    );
  if (!card.programme.enabled && card.balance === 0)
    return (
      <Box>
        {heading}
        <EmptyState
          icon={<LoyaltyRounded />}
          title="No loyalty programme yet"
          description={`${name} doesn't run a loyalty card yet. When it starts, every order you place earns credits here.`}
          action={
            <Button component={RouterLink} to={basePath} variant="contained">
              Order now
            </Button>
          }
        />
      </Box>
    );

  const colour = card.programme.cardBg && HEX.test(card.programme.cardBg) ? card.programme.cardBg : undefined;
  const reward =
    card.programme.type === 'percentage'
      ? `${card.programme.count}% of every completed order comes back as credit.`
      : `${formatPrice(card.programme.count, currency)} credit for every completed order.`;

  return (
    <Box>
      {heading}
      <Card
        aria-label={`Loyalty card: ${formatPrice(card.balance, currency)} of credits`}
        role="img"
        sx={(theme) => ({
          p: 3,
          mb: 2,
          maxWidth: 420,
          aspectRatio: '1.586',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          color: '#FFFFFF',
          border: 'none',
          textShadow: '0 1px 2px rgba(0,0,0,0.35)',
          background: colour
            ? `linear-gradient(135deg, rgba(255,255,255,0.18), rgba(0,0,0,0.25)), ${colour}`
            : `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
        })}
      >
        <Typography sx={{ fontWeight: 600, fontSize: '1.1rem' }}>{name}</Typography>
        <Box>
          <Typography variant="overline" component="p" sx={{ opacity: 0.9 }}>
            Credits
          </Typography>
          <Typography
            sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1 }}
            data-testid="loyalty-balance"
          >
            {formatPrice(card.balance, currency)}
          </Typography>
        </Box>
      </Card>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>
        {card.programme.enabled ? reward : `${name} has paused its loyalty programme; your credits are kept.`}
        {card.balance > 0 &&
          card.programme.enabled &&
          ' Switch on "Use my loyalty credits" at checkout to spend them.'}
      </Typography>
      {user?.isAnonymous && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 560 }}>
          These credits are kept on this device.{' '}
          <RouterLink to={signInLink}>Sign in with your phone number</RouterLink> to keep them wherever you
          order.
        </Alert>
      )}
      {card.entries.length > 0 && (
        <Box sx={{ maxWidth: 560 }}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem', mt: 2 }}>
            History
          </Typography>
          <List aria-label="Loyalty history">
            {card.entries.map((entry) => (
              <ListItem
                key={entry.id}
                disableGutters
                divider
                secondaryAction={
                  <Typography
                    sx={{ fontWeight: 700, color: entry.credits < 0 ? 'error.main' : 'success.main' }}
                  >
                    {entry.credits < 0 ? '−' : '+'}
                    {formatPrice(Math.abs(entry.credits), currency)}
                  </Typography>
                }
              >
                <ListItemText
                  primary={LOYALTY_ENTRY_WORDS[entry.kind]}
                  secondary={formatStoreDateTime(entry.createdIsoDateTimeUtc, menu.store.timezone)}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <Button component={RouterLink} to={basePath} variant="contained" sx={{ mt: 2 }}>
        Order now
      </Button>
    </Box>
  );
}
