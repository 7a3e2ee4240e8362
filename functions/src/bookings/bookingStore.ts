import {
  readStoreSetting,
  type SeatedTable,
  type TableBookingSettings,
  type TradingSchedule,
  weeklyHoursSchedule,
  ZTableBookingSettings,
} from '@resto/domain';
import { diningTables, storeDoc } from '../firestore/paths';
import { type OrderingStore, readOrderingStore } from '../onlineOrdering/orderingStore';

/** What every booking decision needs about a store: its hours, settings and seats. */
export interface BookingStore {
  ordering: OrderingStore;
  settings: TableBookingSettings;
  schedule: TradingSchedule;
  timezone: string;
  tables: SeatedTable[];
}

/** Trading hours and holidays from the published menu (what the storefront shows), settings and tables live. */
export async function readBookingStore(restaurantId: string, storeId: string): Promise<BookingStore> {
  const [ordering, settingsSnapshot, tablesSnapshot] = await Promise.all([
    readOrderingStore(restaurantId, storeId),
    storeDoc(restaurantId, storeId).collection('settings').doc('tableBooking').get(),
    diningTables(restaurantId, storeId).get(),
  ]);
  const { menu } = ordering;
  const timezone = menu.store.timezone;
  return {
    ordering,
    settings: readStoreSetting('tableBooking', settingsSnapshot.data()) as TableBookingSettings,
    schedule: weeklyHoursSchedule({
      weeklyHours: menu.settings.tradingHours,
      timezone,
      holidays: menu.settings.holidays,
    }),
    timezone,
    tables: tablesSnapshot.docs.map((doc) => ({
      id: doc.id,
      seats: Number(doc.get('seats')) || 0,
      seatingArea: String(doc.get('seatingArea') ?? ''),
      active: doc.get('active') !== false,
    })),
  };
}

export { ZTableBookingSettings };
