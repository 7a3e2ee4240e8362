import Divider from '@mui/material/Divider';
import { describePublicHolidaySurcharge } from '@resto/domain';
import { FormSection } from '../../shared/FormSection';
import { NumberField } from '../../shared/NumberField';
import { SettingsScreen } from '../../shared/SettingsScreen';
import { SwitchRow } from '../../shared/SwitchRow';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useStoreContext } from '../../shared/useStoreContext';
import { DateListEditor } from './DateListEditor';
import { subProblems } from './subProblems';

/** `/settings/public-holidays-surcharge`: a percentage added to orders on public holidays. */
export default function PublicHolidaySurchargePage() {
  const context = useStoreContext();
  const form = useSettingsForm(context.restaurantId, context.storeId, 'publicHolidaySurcharge');
  return (
    <SettingsScreen
      title="Public holiday surcharge"
      subtitle="Add a percentage to the item total on public holidays, to cover penalty rates. It shows as its own line on the order."
      context={context}
      form={form}
      describe={(value) => [describePublicHolidaySurcharge(value)]}
    >
      {(value, editable) => (
        <>
          <FormSection title="Surcharge">
            <SwitchRow
              label="Charge a public holiday surcharge"
              description="At the POS on the dates below."
              checked={value.enabled}
              disabled={!editable}
              onChange={(enabled) => form.update((current) => ({ ...current, enabled }))}
            />
            <SwitchRow
              label="Also on online orders"
              description="Online orders for a public holiday pay it too."
              checked={value.isEnabledForOnline}
              disabled={!editable || !value.enabled}
              onChange={(isEnabledForOnline) =>
                form.update((current) => ({ ...current, isEnabledForOnline }))
              }
            />
            <NumberField
              label="Surcharge"
              unit="%"
              value={value.surcharge}
              onChange={(surcharge) => form.update((current) => ({ ...current, surcharge }))}
              problem={form.problems.surcharge}
              helperText="Of the item total after discounts, e.g. 15"
              disabled={!editable || !value.enabled}
              sx={{ maxWidth: 240 }}
            />
          </FormSection>
          <Divider />
          <FormSection title="Public holidays" description="Dates in the store's timezone.">
            <DateListEditor
              entries={value.holidays.map((date) => ({ date }))}
              withNames={false}
              onChange={(entries) =>
                form.update((current) => ({ ...current, holidays: entries.map((entry) => entry.date) }))
              }
              problems={Object.fromEntries(
                Object.entries(subProblems(form.problems, 'holidays')).map(([path, message]) => [
                  `${path}.date`,
                  message,
                ]),
              )}
              disabled={!editable}
              emptyTitle="No public holidays listed"
              emptyDescription="Add each public holiday you want to surcharge."
            />
          </FormSection>
        </>
      )}
    </SettingsScreen>
  );
}
