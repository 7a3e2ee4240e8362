import { describeTradingHours } from '@resto/domain';
import { SettingsScreen } from '../../shared/SettingsScreen';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useStoreContext } from '../../shared/useStoreContext';
import { DayHoursFields } from './DayHoursFields';
import { copyMondayHoursToAllDays } from './hoursEdits';
import { subProblems } from './subProblems';
import { WeekdayRows } from './WeekdayRows';

/** `/settings/store-trading-hours`: the opening hours customers see, per weekday. */
export default function TradingHoursSettingsPage() {
  const context = useStoreContext();
  const form = useSettingsForm(context.restaurantId, context.storeId, 'tradingHours');
  return (
    <SettingsScreen
      title="Trading hours"
      subtitle="The opening hours shown to customers. A closing time before the opening time runs past midnight; trade after midnight can count towards the night before."
      context={context}
      form={form}
      defaultsNote="The standard hours, 10:00 AM to 10:00 PM every day, are in force. Set your own and save: ordering times follow them until you change those."
      describe={(value) => [describeTradingHours(value)]}
    >
      {(value, editable) => (
        <>
          <WeekdayRows onCopyMonday={() => form.update(copyMondayHoursToAllDays)} disabled={!editable}>
            {(day) => (
              <DayHoursFields
                day={day}
                hours={value[day]}
                onChange={(hours) => form.update((current) => ({ ...current, [day]: hours }))}
                problems={subProblems(form.problems, day)}
                disabled={!editable}
              />
            )}
          </WeekdayRows>
        </>
      )}
    </SettingsScreen>
  );
}
