import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { OnlinePaymentType } from '@resto/domain';
import type { ReactNode } from 'react';
import { PAYMENT_TYPE_LABELS } from '../orders/orderProgress';
import { CheckoutSection } from './CheckoutSection';
import type { SavedCard } from './savedCards';

const PAYMENT_DESCRIPTIONS: Record<OnlinePaymentType, string> = {
  stripe: 'Pay now, securely.',
  inStore: 'Pay at the counter when you collect.',
  cashOnDelivery: 'Pay the driver in cash.',
  cardOnDelivery: 'Pay the driver by card.',
};

/** A new card, or one of the signed-in customer's saved cards (by its provider id). */
export type CardChoice = { kind: 'new' } | { kind: 'saved'; id: string };

/**
 * The payment types the store's published settings allow for this collection type; for card, the
 * saved cards of a signed-in customer and the card entry (the payment port's element).
 */
export function PaymentSection({
  allowed,
  value,
  onChange,
  savedCards,
  cardChoice,
  onCardChoice,
  cardEntry,
  cardMessage,
  problem,
}: {
  allowed: readonly OnlinePaymentType[];
  value: OnlinePaymentType | '';
  onChange: (type: OnlinePaymentType) => void;
  savedCards: readonly SavedCard[];
  cardChoice: CardChoice;
  onCardChoice: (choice: CardChoice) => void;
  /** The card element; shown when paying with a new card. */
  cardEntry: ReactNode;
  /** The provider's friendly message after a decline ("Your card was declined…"). */
  cardMessage?: string | undefined;
  problem?: string | undefined;
}) {
  return (
    <CheckoutSection id="checkout-payment" title="Payment">
      {allowed.length === 0 ? (
        <Alert severity="warning">This store is not taking payments for this kind of order online.</Alert>
      ) : (
        <RadioGroup
          value={value}
          onChange={(_event, next) => onChange(next as OnlinePaymentType)}
          aria-label="How you will pay"
        >
          {allowed.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={
                <Box sx={{ py: 0.5 }}>
                  <Typography sx={{ fontWeight: 500 }}>{PAYMENT_TYPE_LABELS[type]}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {PAYMENT_DESCRIPTIONS[type]}
                  </Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
      )}
      {value === 'stripe' && (
        <Box sx={{ mt: 1.5 }}>
          {savedCards.length > 0 && (
            <RadioGroup
              value={cardChoice.kind === 'saved' ? cardChoice.id : 'new'}
              onChange={(_event, next) =>
                onCardChoice(next === 'new' ? { kind: 'new' } : { kind: 'saved', id: next })
              }
              aria-label="Which card"
              sx={{ mb: 1 }}
            >
              {savedCards.map((card) => (
                <FormControlLabel
                  key={card.id}
                  value={card.id}
                  control={<Radio />}
                  label={
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <CreditCardRounded fontSize="small" aria-hidden />
                      {card.label}
                    </Box>
                  }
                />
              ))}
              <FormControlLabel value="new" control={<Radio />} label="Use a new card" />
            </RadioGroup>
          )}
          {cardChoice.kind === 'new' && cardEntry}
          {cardMessage && (
            <Alert severity="error" sx={{ mt: 1.5 }} role="alert" data-testid="card-message">
              {cardMessage}
            </Alert>
          )}
        </Box>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </CheckoutSection>
  );
}
