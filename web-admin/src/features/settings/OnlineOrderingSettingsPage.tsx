import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { alertThresholdMinutes, describeOrderProcess, ORDER_SIZE_LIMITS } from '@resto/domain';
import { useViewerAccess } from '@resto/web-common';
import { Link as RouterLink } from 'react-router-dom';
import { FormSection } from '../../shared/FormSection';
import { NumberField } from '../../shared/NumberField';
import { storePath } from '../../shared/paths';
import { SettingsScreen } from '../../shared/SettingsScreen';
import { SwitchRow } from '../../shared/SwitchRow';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useStoreContext } from '../../shared/useStoreContext';
import { CustomPaymentsPanel } from './CustomPaymentsPanel';

/** Choices for the unaccepted-order alert; the schema allows 1 to 60 minutes. */
const ALERT_MINUTE_CHOICES = [2, 3, 5, 10, 15, 20, 30];

/** `/online-ordering-settings`: how staff work online orders, and the store's custom POS payments. */
export default function OnlineOrderingSettingsPage() {
  const context = useStoreContext();
  const { isAdmin } = useViewerAccess();
  const form = useSettingsForm(context.restaurantId, context.storeId, 'orderProcess');
  const base = storePath(context.restaurantId, context.storeId);
  return (
    <SettingsScreen
      title="Online ordering"
      subtitle="How your team works the orders customers place online."
      context={context}
      form={form}
      describe={describeOrderProcess}
      notice={
        <Alert severity="info" sx={{ mb: 3 }}>
          Pickup, delivery and dine-in are switched on or off, with their preparation times, in the{' '}
          <Link component={RouterLink} to={`${base}/edit`}>
            store details
          </Link>
          ; when each can be ordered is set in{' '}
          <Link component={RouterLink} to={`${base}/settings/timings`}>
            ordering times
          </Link>
          .
        </Alert>
      }
      footer={
        <CustomPaymentsPanel
          restaurantId={context.restaurantId}
          storeId={context.storeId}
          editable={isAdmin}
        />
      }
    >
      {(value, editable) => (
        <>
          <FormSection title="Order process">
            <SwitchRow
              label="Ready time (ETA)"
              description="Staff pick when the order will be ready as they accept it (ASAP, 15 min … 1 hour 30 min)."
              checked={value.hasEta}
              disabled={!editable}
              onChange={(hasEta) => form.update((current) => ({ ...current, hasEta }))}
            />
            <SwitchRow
              label="Unaccepted order alert"
              description="Alert staff when a new order has not been accepted yet."
              checked={value.hasUnprocessedOrderMonitor}
              disabled={!editable}
              onChange={(hasUnprocessedOrderMonitor) =>
                form.update((current) => ({ ...current, hasUnprocessedOrderMonitor }))
              }
            />
            {value.hasUnprocessedOrderMonitor && (
              <TextField
                select
                label="Alert after"
                value={alertThresholdMinutes(value)}
                disabled={!editable}
                onChange={(event) =>
                  form.update((current) => ({
                    ...current,
                    unprocessedOrderAlertMinutes: Number(event.target.value),
                  }))
                }
                helperText="How long a new order may wait before staff screens flash and beep."
                sx={{ maxWidth: 280, my: 1 }}
              >
                {ALERT_MINUTE_CHOICES.map((minutes) => (
                  <MenuItem key={minutes} value={minutes}>
                    {minutes} minutes
                  </MenuItem>
                ))}
              </TextField>
            )}
            <SwitchRow
              label="Completed step"
              description="Staff mark orders completed when handed over; otherwise accepted is the last step."
              checked={value.hasCompleteStatus}
              disabled={!editable}
              onChange={(hasCompleteStatus) => form.update((current) => ({ ...current, hasCompleteStatus }))}
            />
            <SwitchRow
              label="Accept dine-in orders automatically"
              description="Orders from the table go straight to the kitchen."
              checked={value.autoAcceptDineInOrders}
              disabled={!editable}
              onChange={(autoAcceptDineInOrders) =>
                form.update((current) => ({ ...current, autoAcceptDineInOrders }))
              }
            />
          </FormSection>
          <FormSection
            title="Order size"
            description="The largest order customers can place online. The cart and checkout ask them to call the store for bigger orders."
          >
            <NumberField
              label="Lines per order"
              decimals={false}
              value={value.maxLinesPerOrder}
              onChange={(maxLinesPerOrder) => form.update((current) => ({ ...current, maxLinesPerOrder }))}
              problem={form.problems.maxLinesPerOrder}
              helperText={`Different dishes in one order, 1 to ${ORDER_SIZE_LIMITS.maxLinesPerOrder.max}`}
              disabled={!editable}
              sx={{ maxWidth: 280 }}
            />
            <NumberField
              label="Most of one item"
              decimals={false}
              value={value.maxQuantityPerItem}
              onChange={(maxQuantityPerItem) =>
                form.update((current) => ({ ...current, maxQuantityPerItem }))
              }
              problem={form.problems.maxQuantityPerItem}
              helperText={`Of the same dish across the order, 1 to ${ORDER_SIZE_LIMITS.maxQuantityPerItem.max}`}
              disabled={!editable}
              sx={{ maxWidth: 280 }}
            />
          </FormSection>
        </>
      )}
    </SettingsScreen>
  );
}
