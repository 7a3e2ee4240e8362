import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
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
  EMPTY_CARD_FIELDS,
  fetchCardPaymentsConfig,
  HostedCardEntry,
  hasCardFieldProblems,
  useApi,
  useAuth,
} from '@resto/web-common';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';

/**
 * Checkout's view of the payment port's browser half (web-common/src/payments): the card element,
 * turning what was typed into a payment method (the card goes to the provider, never to our API),
 * and the bank's 3-D Secure step. On the emulator suite the element is our own card fields (posted to
 * the fake Stripe); everywhere else it is Stripe's hosted field, whose script only this page loads.
 */
export interface CardPayment {
  /** The card entry element, shown when paying with a new card. */
  element: ReactNode;
  /** Whether a signed-in customer ticked "save this card". */
  saveCard: boolean;
  createPaymentMethod: () => Promise<{ ok: true; paymentMethodId: string } | { ok: false; message: string }>;
  /** Runs the bank's authentication for a payment that needs it; `ok` when the customer completed it. */
  handleNextAction: (
    action: { clientSecret: string; redirectUrl?: string | undefined },
    amountLabel: string,
  ) => Promise<{ ok: boolean; message?: string }>;
}

const CardPaymentContext = createContext<CardPayment | null>(null);

type ConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: CardPaymentsConfig }
  | { status: 'unavailable' };

interface PendingAuthentication {
  action: { clientSecret: string; redirectUrl?: string | undefined };
  amountLabel: string;
  resolve: (result: { ok: boolean; message?: string }) => void;
}

export function CardPaymentProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { user } = useAuth();
  const [config, setConfig] = useState<ConfigState>({ status: 'loading' });
  const [fields, setFields] = useState<CardFields>(EMPTY_CARD_FIELDS);
  const [showAll, setShowAll] = useState(false);
  const [providerProblems, setProviderProblems] = useState<CardFieldProblems>({});
  const [hostedProblem, setHostedProblem] = useState<string>();
  const [saveCard, setSaveCard] = useState(false);
  const [authentication, setAuthentication] = useState<PendingAuthentication>();
  const latestFields = useRef(fields);
  latestFields.current = fields;
  const canSave = Boolean(user && !user.isAnonymous);
  const mode = config.status === 'ready' ? cardEntryMode(config.config) : undefined;

  useEffect(() => {
    let active = true;
    fetchCardPaymentsConfig(api)
      .then((loaded) => active && setConfig({ status: 'ready', config: loaded }))
      .catch(() => active && setConfig({ status: 'unavailable' }));
    return () => {
      active = false;
    };
  }, [api]);

  const element = (() => {
    if (config.status === 'loading')
      return <Skeleton variant="rounded" height={130} aria-label="Loading the card form" />;
    if (config.status === 'unavailable' || mode === 'unavailable')
      return (
        <Alert severity="warning">
          Card payments cannot be taken right now. Choose another way to pay, or try again.
        </Alert>
      );
    return (
      <Box>
        {mode === 'hosted' ? (
          <HostedCardEntry publishableKey={config.config.publishableKey} providerProblem={hostedProblem} />
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
        )}
        {canSave && (
          <FormControlLabel
            control={<Checkbox checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} />}
            label="Save this card for next time"
          />
        )}
      </Box>
    );
  })();

  const value = useMemo<CardPayment>(
    () => ({
      element,
      saveCard: canSave && saveCard,
      async createPaymentMethod() {
        if (config.status !== 'ready')
          return {
            ok: false,
            message: 'Card payments cannot be taken right now. Please choose another way to pay.',
          };
        const current = latestFields.current;
        // Our own fields are checked here; the hosted field checks itself when the card is sent.
        if (mode === 'fake' && hasCardFieldProblems(cardFieldProblems(current))) {
          setShowAll(true);
          return { ok: false, message: 'Check your card details.' };
        }
        setHostedProblem(undefined);
        try {
          const method = await createCardPaymentMethod(current, config.config);
          return { ok: true, paymentMethodId: method.paymentMethodId };
        } catch (error) {
          if (error instanceof CardEntryError) {
            if (mode === 'hosted') setHostedProblem(error.customerMessage);
            else if (error.field) setProviderProblems({ [error.field]: error.customerMessage });
            return { ok: false, message: error.customerMessage };
          }
          return { ok: false, message: 'We could not check your card. Please try again.' };
        }
      },
      handleNextAction(action, amountLabel) {
        return new Promise((resolve) => setAuthentication({ action, amountLabel, resolve }));
      },
    }),
    [element, canSave, saveCard, config, mode],
  );

  const finish = (result: { ok: boolean; message?: string }) => {
    authentication?.resolve(result);
    setAuthentication(undefined);
  };

  return (
    <CardPaymentContext.Provider value={value}>
      {children}
      {authentication && config.status === 'ready' && (
        <CardAuthenticationDialog
          open
          config={config.config}
          redirectUrl={authentication.action.redirectUrl}
          clientSecret={authentication.action.clientSecret}
          amountLabel={authentication.amountLabel}
          onFinished={(result) =>
            finish(
              result === 'authenticated'
                ? { ok: true }
                : {
                    ok: false,
                    message: 'Your bank did not confirm the payment. Try again or use another card.',
                  },
            )
          }
          onCancel={() =>
            finish({ ok: false, message: 'You cancelled the bank check, so the card was not charged.' })
          }
        />
      )}
    </CardPaymentContext.Provider>
  );
}

export function useCardPayment(): CardPayment {
  const value = useContext(CardPaymentContext);
  if (!value) throw new Error('useCardPayment must be used inside <CardPaymentProvider>.');
  return value;
}
