import { describeHolidays } from '@resto/domain';
import { FormSection } from '../../shared/FormSection';
import { SettingsScreen } from '../../shared/SettingsScreen';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useStoreContext } from '../../shared/useStoreContext';
import { DateListEditor } from './DateListEditor';
import { subProblems } from './subProblems';

/** `/settings/holidays`: dates the store is closed all day (no online ordering on those dates). */
export default function HolidaysSettingsPage() {
  const context = useStoreContext();
  const form = useSettingsForm(context.restaurantId, context.storeId, 'holidays');
  return (
    <SettingsScreen
      title="Holidays"
      subtitle="Close the store for online ordering on chosen dates, such as Christmas Day. Dates are in the store's timezone."
      context={context}
      form={form}
      describe={(value) => describeHolidays(value.holidays)}
    >
      {(value, editable) => (
        <FormSection title="Closed dates">
          <DateListEditor
            entries={value.holidays}
            withNames
            onChange={(holidays) => form.update(() => ({ holidays }))}
            problems={subProblems(form.problems, 'holidays')}
            disabled={!editable}
            emptyTitle="No closed dates"
            emptyDescription="Add the dates the store will be closed; customers cannot order for those days."
          />
        </FormSection>
      )}
    </SettingsScreen>
  );
}
