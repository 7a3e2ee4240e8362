import AddRounded from '@mui/icons-material/AddRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { type CustomPayment, describeCustomPayments } from '@resto/domain';
import {
  ConfirmDialog,
  describeError,
  EmptyState,
  LoadingScreen,
  storeSettingPath,
  useApi,
  useNotify,
  useStoreSetting,
} from '@resto/web-common';
import { useState } from 'react';
import { CustomerExperience } from '../../shared/CustomerExperience';
import { CustomPaymentDialog } from './CustomPaymentDialog';
import {
  type CustomPaymentRequest,
  type CustomPaymentValues,
  movedCustomPayment,
  NEW_CUSTOM_PAYMENT,
  withCustomPayment,
} from './customPaymentForm';

export interface CustomPaymentsPanelProps {
  restaurantId: string;
  storeId: string;
  editable: boolean;
}

type Editing = { index: number | undefined } | undefined;

/**
 * The store's own POS payment methods. Each change (add, edit, move, remove) saves the whole list
 * at once, so the list on screen is always the live one.
 */
export function CustomPaymentsPanel({ restaurantId, storeId, editable }: CustomPaymentsPanelProps) {
  const client = useApi();
  const notify = useNotify();
  const setting = useStoreSetting(restaurantId, storeId, 'customPayments');
  const [editing, setEditing] = useState<Editing>();
  const [removing, setRemoving] = useState<CustomPayment>();
  const [moveFailure, setMoveFailure] = useState<unknown>();
  const payments = setting.data?.customPayments ?? [];

  async function saveList(list: readonly CustomPaymentRequest[]) {
    await client.put(storeSettingPath(restaurantId, storeId, 'customPayments'), { customPayments: list });
  }

  async function move(index: number, step: -1 | 1) {
    setMoveFailure(undefined);
    try {
      await saveList(movedCustomPayment(payments, index, step));
    } catch (error) {
      setMoveFailure(error);
    }
  }

  const editedIndex = editing?.index;
  const initial = editedIndex === undefined ? undefined : payments[editedIndex];
  const others = payments.filter((_, index) => index !== editedIndex);

  return (
    <Box component="section" aria-labelledby="custom-payments-title" sx={{ mt: 5 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Box>
          <Typography id="custom-payments-title" variant="h3" component="h2">
            Custom payments
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 640 }}>
            Your own ways to pay at the POS, such as vouchers or staff meals. They appear on the POS payment
            screen in this order.
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddRounded />}
          onClick={() => setEditing({ index: undefined })}
          disabled={!editable || setting.data === undefined}
        >
          Add custom payment
        </Button>
      </Box>
      {setting.error && <Alert severity="error">{describeError(setting.error).message}</Alert>}
      {moveFailure !== undefined && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {describeError(moveFailure).message}
        </Alert>
      )}
      {setting.loading && <LoadingScreen label="Loading custom payments…" />}
      {setting.data && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
            alignItems: 'start',
          }}
        >
          <Card sx={{ p: payments.length === 0 ? 0 : 1 }}>
            {payments.length === 0 ? (
              <EmptyState
                icon={<PaymentsRounded />}
                title="No custom payments yet"
                description="The POS offers cash and card. Add a custom payment for vouchers, accounts or staff meals."
              />
            ) : (
              <List aria-label="Custom payments">
                {payments.map((payment, index) => (
                  <ListItem
                    key={payment.id}
                    divider={index < payments.length - 1}
                    sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
                  >
                    <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>{payment.name}</Typography>
                      <Box sx={{ display: 'flex', gap: 0.75, mt: 0.5, flexWrap: 'wrap' }}>
                        {payment.availableForPickup && <Chip size="small" label="Pickup" />}
                        {payment.availableForDelivery && <Chip size="small" label="Delivery" />}
                        {payment.availableForDineIn && <Chip size="small" label="Dine-in" />}
                      </Box>
                    </Box>
                    <IconButton
                      aria-label={`Move ${payment.name} up`}
                      disabled={!editable || index === 0}
                      onClick={() => void move(index, -1)}
                    >
                      <ArrowUpwardRounded />
                    </IconButton>
                    <IconButton
                      aria-label={`Move ${payment.name} down`}
                      disabled={!editable || index === payments.length - 1}
                      onClick={() => void move(index, 1)}
                    >
                      <ArrowDownwardRounded />
                    </IconButton>
                    <IconButton
                      aria-label={`Edit ${payment.name}`}
                      disabled={!editable}
                      onClick={() => setEditing({ index })}
                    >
                      <EditRounded />
                    </IconButton>
                    <IconButton
                      aria-label={`Remove ${payment.name}`}
                      disabled={!editable}
                      onClick={() => setRemoving(payment)}
                    >
                      <DeleteOutlineRounded />
                    </IconButton>
                  </ListItem>
                ))}
              </List>
            )}
          </Card>
          <CustomerExperience
            title="What the cashier will see"
            lines={describeCustomPayments(payments)}
            preview={false}
            invalid={false}
          />
        </Box>
      )}
      <CustomPaymentDialog
        open={editing !== undefined}
        initial={initial}
        others={others}
        defaults={NEW_CUSTOM_PAYMENT}
        onClose={() => setEditing(undefined)}
        onSave={async (values: CustomPaymentValues) => {
          await saveList(withCustomPayment(payments, values, editedIndex));
          notify(
            editedIndex === undefined
              ? `${values.name.trim()} was added.`
              : `${values.name.trim()} was saved.`,
          );
        }}
      />
      <ConfirmDialog
        open={removing !== undefined}
        title="Remove this custom payment?"
        confirmLabel="Remove"
        busyLabel="Removing…"
        destructive
        onClose={() => setRemoving(undefined)}
        onConfirm={async () => {
          if (!removing) return;
          await saveList(payments.filter((payment) => payment.id !== removing.id));
          notify(`${removing.name} was removed.`);
        }}
      >
        Cashiers will no longer be able to take payments as “{removing?.name}”. Past orders paid this way keep
        their payment.
      </ConfirmDialog>
    </Box>
  );
}
