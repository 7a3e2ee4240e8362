import { type LiveTableStatus, liveTableStatuses, type StatusBooking, type StatusOrder } from '@resto/domain';
import {
  diningTables,
  orderPaymentStatus,
  storeOrders,
  storeTableBookings,
  storeTableMaps,
  tableFloorDoc,
  useDoc,
  useQuery,
} from '@resto/web-common';
import { orderBy, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';

/** How far back dine-in orders are read: a long lunch plus the evening. */
const ORDERS_WINDOW_HOURS = 14;

/** A clock for the page that ticks each minute (time seated, booked soon). */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Everything the live table map shows, from four live queries: the store's maps and tables, today's
 * dine-in orders (online orders name the table's id, POS orders its name) and the bookings from 15
 * minutes ago onwards; the domain's `liveTableStatuses` turns them into each table's status.
 */
export function useLiveTables(restaurantId: string, storeId: string) {
  const now = useMinuteClock();
  // Fixed when the page opens, so the queries are not rebuilt every minute.
  const [since] = useState(() => new Date(Date.now() - ORDERS_WINDOW_HOURS * 3_600_000).toISOString());
  const [bookingsFrom] = useState(() => new Date(Date.now() - 15 * 60_000).toISOString());
  const maps = useQuery(storeTableMaps(restaurantId, storeId));
  const tables = useQuery(diningTables(restaurantId, storeId));
  const ordersQuery = useMemo(
    () =>
      query(
        storeOrders(restaurantId, storeId),
        where('cart.collection.type', '==', 'dineIn'),
        where('placedIsoDateTimeUtc', '>=', since),
        orderBy('placedIsoDateTimeUtc', 'desc'),
      ),
    [restaurantId, storeId, since],
  );
  const orders = useQuery(ordersQuery);
  const bookingsQuery = useMemo(
    () =>
      query(
        storeTableBookings(restaurantId, storeId),
        where('bookedForIsoDateTimeUtc', '>=', bookingsFrom),
        orderBy('bookedForIsoDateTimeUtc', 'asc'),
      ),
    [restaurantId, storeId, bookingsFrom],
  );
  const bookings = useQuery(bookingsQuery);
  // Seated walk-ins and booked parties, and joined tables: one live document.
  const floorRef = useMemo(() => tableFloorDoc(restaurantId, storeId), [restaurantId, storeId]);
  const floorDoc = useDoc(floorRef);
  const floor = useMemo(
    () => ({ seatings: floorDoc.data?.seatings ?? [], joins: floorDoc.data?.joins ?? [] }),
    [floorDoc.data],
  );

  const statusOrders: StatusOrder[] = useMemo(
    () =>
      (orders.data ?? []).map((order) => {
        const pos = order as typeof order & { tableNumber?: string; isPaid?: boolean };
        return {
          id: order.id,
          tableId: order.tableId,
          tableNumber: pos.tableNumber,
          statusCode: order.status.code,
          // The stored total, as every order screen shows it.
          grandTotalInCents: order.totals?.grandTotal ?? order.cart.grandTotal,
          placedIsoDateTimeUtc: order.placedIsoDateTimeUtc,
          isPaid: typeof pos.isPaid === 'boolean' ? pos.isPaid : orderPaymentStatus(order) === 'PAID',
        };
      }),
    [orders.data],
  );
  const statusBookings: StatusBooking[] = useMemo(
    () =>
      (bookings.data ?? []).map((booking) => ({
        id: booking.id,
        tableId: booking.tableId,
        tableIds: booking.tableIds,
        bookedForIsoDateTimeUtc: booking.bookedForIsoDateTimeUtc,
        statusCode: booking.status.code,
        pax: booking.pax,
        name: booking.customer.name,
      })),
    [bookings.data],
  );
  const statuses: Map<string, LiveTableStatus> = useMemo(
    () => liveTableStatuses(tables.data ?? [], statusOrders, statusBookings, now, floor),
    [tables.data, statusOrders, statusBookings, now, floor],
  );
  const currency = (orders.data ?? [])[0]?.cart.currency?.code ?? 'AUD';
  return {
    loading: maps.loading || tables.loading,
    error: maps.error ?? tables.error ?? orders.error ?? bookings.error ?? floorDoc.error,
    maps: [...(maps.data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)),
    tables: tables.data ?? [],
    statuses,
    bookings: bookings.data ?? [],
    floor,
    now,
    currency,
  };
}
