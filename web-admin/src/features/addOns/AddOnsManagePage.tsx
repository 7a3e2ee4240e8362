import { ADD_ON_DETAILS, ADD_ONS, describeAddOns } from '@resto/domain';
import { FormSection } from '../../shared/FormSection';
import { SettingsScreen } from '../../shared/SettingsScreen';
import { SwitchRow } from '../../shared/SwitchRow';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useStoreContext } from '../../shared/useStoreContext';

/** `/add-ons/manage`: switch the optional features on or off for this store. */
export default function AddOnsManagePage() {
  const context = useStoreContext();
  const form = useSettingsForm(
    context.restaurantId,
    context.storeId,
    'addOns',
    'Saved. The add-ons are updated.',
  );
  return (
    <SettingsScreen
      title="Manage add-ons"
      subtitle="Turn optional features on or off for this store. Switching one off hides it; its settings are kept."
      context={context}
      form={form}
      describe={(value) => [describeAddOns(value)]}
    >
      {(value, editable) => (
        <FormSection title="Add-ons">
          {ADD_ONS.map((addOn) => (
            <SwitchRow
              key={addOn}
              label={ADD_ON_DETAILS[addOn].label}
              description={ADD_ON_DETAILS[addOn].description}
              checked={value[addOn]}
              disabled={!editable}
              onChange={(checked) => form.update((current) => ({ ...current, [addOn]: checked }))}
            />
          ))}
        </FormSection>
      )}
    </SettingsScreen>
  );
}
