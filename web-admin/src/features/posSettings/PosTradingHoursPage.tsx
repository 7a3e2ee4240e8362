import { describeTradingHours } from '@resto/domain';
import { useStoreSetting } from '@resto/web-common';
import { SettingsScreen } from '../../shared/SettingsScreen';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useStoreContext } from '../../shared/useStoreContext';
import { DayHoursFields } from '../settings/DayHoursFields';
import { copyMondayHoursToAllDays } from '../settings/hoursEdits';
import { subProblems } from '../settings/subProblems';
import { WeekdayRows } from '../settings/WeekdayRows';

/**
 * `/restaurants/:restaurantId/stores/:storeId/pos-trading-hours`: when the counter sells, apart from
 * the hours customers see and order online. Until saved they are the store's trading hours. Outside
 * them the till still sells (a late table, an early catering pickup) but says so on screen.
 */
export default function PosTradingHoursPage() {
  const context = useStoreContext();
  const tradingHours = useStoreSetting(context.restaurantId, context.storeId, 'tradingHours');
  const form = useSettingsForm(
    context.restaurantId,
    context.storeId,
    'posTradingHours',
    'Saved. The tills use these hours straight away.',
    { unsavedValue: tradingHours.data, unsavedValueReady: tradingHours.data !== undefined },
  );
  return (
    <SettingsScreen
      title="POS trading hours"
      subtitle="When the counter trades, apart from online ordering hours. Outside these hours the till warns the cashier but keeps selling; holidays close the counter too."
      context={context}
      form={form}
      defaultsNote="The tills follow the store's trading hours. Set counter hours of their own here and save."
      experienceTitle="What the tills show"
      describe={(value) => [
        describeTradingHours(value),
        'Outside these hours the till shows "Outside POS trading hours" and still takes orders.',
      ]}
    >
      {(value, editable) => (
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
      )}
    </SettingsScreen>
  );
}
