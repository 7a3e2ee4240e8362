import type {
  BookingEdit,
  BookingSmsReminder,
  BookingStatusChange,
  TableBooking as StoredBooking,
  DiningTable as StoredTable,
  TableFloor,
  TableMap,
  WithId,
} from '@resto/domain';
import { collection, doc } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { docConverter } from './converter';

/** `restaurants/{r}/stores/{s}/tables/{tableId}`: a store's dine-in tables (staff and POS read). */
export type DiningTableData = StoredTable;
export type DiningTable = WithId<DiningTableData>;

const tableConverter = docConverter<DiningTableData>();

export function diningTables(restaurantId: string, storeId: string) {
  return collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'tables').withConverter(
    tableConverter,
  );
}

export function diningTableDoc(restaurantId: string, storeId: string, tableId: string) {
  return doc(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'tables', tableId).withConverter(
    tableConverter,
  );
}

/** `restaurants/{r}/stores/{s}/tableBookings/{id}` (staff, POS, and the booking's own customer). */
export type TableBookingData = Omit<StoredBooking, 'id'> & {
  customerUid?: string;
  /** The table staff put the party at. */
  tableId?: string;
  /** All tables it holds (a join's). */
  tableIds?: string[];
  statusHistory?: BookingStatusChange[];
  /** Staff's edits of the details, oldest first. */
  editHistory?: BookingEdit[];
  reminderOptIn?: boolean;
  smsReminder?: BookingSmsReminder;
  /** When staff seated the party, and when they cleared its table. */
  seatedIsoDateTimeUtc?: string;
  leftIsoDateTimeUtc?: string;
};
export type TableBookingRecord = WithId<TableBookingData>;

const bookingConverter = docConverter<TableBookingData>();

export function storeTableBookings(restaurantId: string, storeId: string) {
  return collection(
    firestore(),
    'restaurants',
    restaurantId,
    'stores',
    storeId,
    'tableBookings',
  ).withConverter(bookingConverter);
}

export function tableBookingDoc(restaurantId: string, storeId: string, bookingId: string) {
  return doc(
    firestore(),
    'restaurants',
    restaurantId,
    'stores',
    storeId,
    'tableBookings',
    bookingId,
  ).withConverter(bookingConverter);
}

/** `restaurants/{r}/stores/{s}/tableMaps/{mapId}`: one map per seating area (staff and POS read). */
export type TableMapData = Omit<TableMap, 'id'> & { updatedIsoDateTimeUtc?: string };
export type TableMapRecord = WithId<TableMapData>;

const mapConverter = docConverter<TableMapData>();

export function storeTableMaps(restaurantId: string, storeId: string) {
  return collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'tableMaps').withConverter(
    mapConverter,
  );
}

/** `restaurants/{r}/stores/{s}/tableFloor/current`: seated parties and joined tables (staff and POS read). */
export type TableFloorData = TableFloor;

export function tableFloorDoc(restaurantId: string, storeId: string) {
  return doc(
    firestore(),
    'restaurants',
    restaurantId,
    'stores',
    storeId,
    'tableFloor',
    'current',
  ).withConverter(docConverter<TableFloorData>());
}
