import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import {
  COLLECTION_TYPE_LABELS,
  COLLECTION_TYPES,
  type CollectionType,
  DEFAULT_PAYMENT_SETTINGS,
  describePaymentSettings,
  ONLINE_PAYMENT_TYPE_LABELS,
  type OnlinePaymentType,
} from '@resto/domain';
import { Fragment } from 'react';
import { FormSection } from '../../shared/FormSection';
import { SettingsScreen } from '../../shared/SettingsScreen';
import { SwitchRow } from '../../shared/SwitchRow';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useStoreContext } from '../../shared/useStoreContext';
import { PaymentAccountCard } from './PaymentAccountCard';

/** Pay-on-collection options only make sense where the customer meets a driver. */
const PAYMENT_TYPES_FOR: Record<CollectionType, readonly OnlinePaymentType[]> = {
  pickup: ['stripe', 'inStore'],
  delivery: ['stripe', 'cashOnDelivery', 'cardOnDelivery'],
  dineIn: ['stripe', 'inStore'],
};

const PAYMENT_TYPE_HINTS: Record<OnlinePaymentType, string> = {
  stripe: 'Customers pay by card when they place the order.',
  inStore: 'Customers pay at the counter when they collect or finish their meal.',
  cashOnDelivery: 'The driver collects cash.',
  cardOnDelivery: 'The driver brings a card terminal.',
};

/** `/settings/payments`: which payment types customers may choose, per collection type. */
export default function PaymentSettingsPage() {
  const context = useStoreContext();
  const form = useSettingsForm(context.restaurantId, context.storeId, 'payments');
  const offered = (type: CollectionType) => context.store?.collectionSettings?.[type]?.available !== false;
  return (
    <SettingsScreen
      title="Payment settings"
      subtitle="How customers can pay for each type of online order."
      context={context}
      form={form}
      describe={(value) =>
        describePaymentSettings(
          value,
          Object.fromEntries(COLLECTION_TYPES.map((type) => [type, offered(type)])),
        )
      }
      notice={
        <PaymentAccountCard
          restaurantId={context.restaurantId}
          storeId={context.storeId}
          currency={context.currency}
          storeName={context.store?.name}
        />
      }
    >
      {(value, editable) => (
        <>
          {COLLECTION_TYPES.map((type, index) => (
            <Fragment key={type}>
              {index > 0 && <Divider />}
              <FormSection
                title={COLLECTION_TYPE_LABELS[type]}
                description={
                  offered(type)
                    ? undefined
                    : `${COLLECTION_TYPE_LABELS[type]} is switched off for this store in its details.`
                }
              >
                {PAYMENT_TYPES_FOR[type].map((payment) => (
                  <SwitchRow
                    key={payment}
                    label={ONLINE_PAYMENT_TYPE_LABELS[payment]}
                    description={PAYMENT_TYPE_HINTS[payment]}
                    checked={value[type][payment]}
                    disabled={!editable}
                    onChange={(checked) =>
                      form.update((current) => ({
                        ...current,
                        [type]: { ...current[type], [payment]: checked },
                      }))
                    }
                  />
                ))}
              </FormSection>
            </Fragment>
          ))}
          <div>
            <Button onClick={() => form.update(() => DEFAULT_PAYMENT_SETTINGS)} disabled={!editable}>
              Use the standard choices
            </Button>
          </div>
        </>
      )}
    </SettingsScreen>
  );
}
