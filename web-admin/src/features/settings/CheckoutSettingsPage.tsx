import Divider from '@mui/material/Divider';
import { describeSurchargeSettings } from '@resto/domain';
import { SettingsScreen } from '../../shared/SettingsScreen';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useStoreContext } from '../../shared/useStoreContext';
import { CardSurchargeFields } from './CardSurchargeFields';

/** `/settings/checkout`: card surcharges (credit card, eftpos) added at checkout. */
export default function CheckoutSettingsPage() {
  const context = useStoreContext();
  const form = useSettingsForm(context.restaurantId, context.storeId, 'checkout');
  return (
    <SettingsScreen
      title="Checkout settings"
      subtitle="Card surcharges added when customers pay by card. The surcharge is shown as its own line on the order and receipt."
      context={context}
      form={form}
      describe={(value) => describeSurchargeSettings(value, context.currency)}
    >
      {(value, editable) => (
        <>
          <CardSurchargeFields
            title="Credit card"
            description="Online card payments and credit cards at the POS."
            path="creditCard"
            value={value.creditCard}
            onChange={(creditCard) => form.update((current) => ({ ...current, creditCard }))}
            problems={form.problems}
            symbol={context.currencySymbol}
            disabled={!editable}
          />
          <Divider />
          <CardSurchargeFields
            title="Eftpos"
            description="Debit cards paid on the card terminal."
            path="eftpos"
            value={value.eftpos}
            onChange={(eftpos) => form.update((current) => ({ ...current, eftpos }))}
            problems={form.problems}
            symbol={context.currencySymbol}
            disabled={!editable}
          />
        </>
      )}
    </SettingsScreen>
  );
}
