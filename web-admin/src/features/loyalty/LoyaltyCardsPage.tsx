import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, LOYALTY_ENTRY_WORDS, type LoyaltyCard, type LoyaltyEntry } from '@resto/domain';
import {
  describeError,
  formatStoreDate,
  formatStoreDateTime,
  LoadingScreen,
  PageHeader,
  usePageTitle,
  useRestaurant,
} from '@resto/web-common';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { SearchedPages } from '../../shared/SearchedPages';
import { useApiResource } from '../../shared/useApiResource';
import { loyaltyApiPath } from './loyaltyApi';

const PAGE_SIZE = 24;

type ListedCard = Omit<LoyaltyCard, 'searchTerms'>;

interface CardsAnswer {
  cards: ListedCard[];
  total: number;
  nextCursor?: string;
}

/** `/restaurants/:restaurantId/loyalty-cards`: every customer's card with its balance; a card opens its history. */
export default function LoyaltyCardsPage() {
  usePageTitle('Loyalty cards');
  const { restaurantId = '' } = useParams();
  const { data: restaurant } = useRestaurant(restaurantId);
  const timezone = restaurant?.timezone ?? 'Australia/Sydney';
  const [open, setOpen] = useState<ListedCard>();

  return (
    <>
      <PageHeader
        eyebrow={restaurant?.name}
        title="Loyalty cards"
        subtitle="Each customer's credits and how they earned and spent them."
        actions={
          <Button component={RouterLink} to={`/restaurants/${restaurantId}/loyalty-settings`}>
            Loyalty settings
          </Button>
        }
      />
      <SearchedPages<CardsAnswer, ListedCard>
        pathFor={(params) => loyaltyApiPath(restaurantId, `cards?${params}`)}
        pageSize={PAGE_SIZE}
        rows={(answer) => answer.cards}
        searchLabel="Search cards"
        loadingLabel="Loading loyalty cards…"
        empty={{
          icon: <CardGiftcardRounded />,
          title: 'No loyalty cards yet',
          noMatchTitle: 'No cards match',
          description: 'A customer gets a card when their first order with loyalty on is completed.',
        }}
      >
        {(cards) => (
          <Box
            component="ul"
            aria-label="Loyalty cards"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {cards.map((card) => (
              <Card component="li" key={card.customerUid}>
                <CardActionArea onClick={() => setOpen(card)} sx={{ p: 2, height: '100%' }}>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}
                  >
                    <Typography sx={{ fontWeight: 700 }} noWrap>
                      {card.name || 'Customer'}
                    </Typography>
                    <Typography variant="h4" component="p">
                      {formatMoney(card.balance)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
                    {[card.mobile, card.email].filter(Boolean).join(' · ') || 'No contact details'}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Earned {formatMoney(card.totalEarned)} · spent {formatMoney(card.totalRedeemed)} · since{' '}
                    {formatStoreDate(card.createdIsoDateTimeUtc, timezone)}
                  </Typography>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        )}
      </SearchedPages>
      {open && (
        <CardHistoryDialog
          restaurantId={restaurantId}
          card={open}
          timezone={timezone}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}

function CardHistoryDialog({
  restaurantId,
  card,
  timezone,
  onClose,
}: {
  restaurantId: string;
  card: ListedCard;
  timezone: string;
  onClose: () => void;
}) {
  const history = useApiResource<{ card: ListedCard; entries: LoyaltyEntry[] }>(
    loyaltyApiPath(restaurantId, `cards/${encodeURIComponent(card.customerUid)}`),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="card-history-title">
      <DialogTitle id="card-history-title">
        {card.name || 'Customer'} · {formatMoney(history.data?.card.balance ?? card.balance)}
      </DialogTitle>
      <DialogContent dividers>
        {history.error ? (
          <Alert severity="error">{describeError(history.error).message}</Alert>
        ) : !history.data ? (
          <LoadingScreen label="Loading the card's history…" />
        ) : history.data.entries.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>Nothing earned or spent yet.</Typography>
        ) : (
          <List dense aria-label="History">
            {history.data.entries.map((entry) => (
              <ListItem
                key={entry.id}
                disableGutters
                divider
                secondaryAction={
                  <Typography
                    sx={{ fontWeight: 700, color: entry.credits < 0 ? 'error.main' : 'success.main' }}
                  >
                    {entry.credits < 0 ? '−' : '+'}
                    {formatMoney(Math.abs(entry.credits))}
                  </Typography>
                }
              >
                <ListItemText
                  primary={`${LOYALTY_ENTRY_WORDS[entry.kind]}: ${entry.description}`}
                  secondary={`${formatStoreDateTime(entry.createdIsoDateTimeUtc, timezone)} · balance ${formatMoney(entry.balanceAfter)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
