import { createHash } from 'node:crypto';
import type { DeviceClaimKind } from '@resto/domain';
import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { db } from '../admin';

/**
 * Every Firestore path the API writes, in one place, so the security rules and the docs can be
 * checked against a single list (see ARCHITECTURE.md, Collections).
 */

/** Where each kind of device lives under a store; the claim name is the kind. */
export const DEVICE_COLLECTIONS = {
  posTerminal: 'posTerminals',
  kdsDevice: 'kdsDevices',
  printer: 'printers',
} as const satisfies Record<DeviceClaimKind, string>;

export function userDoc(uid: string): DocumentReference {
  return db().collection('users').doc(uid);
}

export function restaurantDoc(restaurantId: string): DocumentReference {
  return db().collection('restaurants').doc(restaurantId);
}

export function restaurantMembers(restaurantId: string): CollectionReference {
  return restaurantDoc(restaurantId).collection('members');
}

export function restaurantInvites(restaurantId: string): CollectionReference {
  return restaurantDoc(restaurantId).collection('invites');
}

/** Server-only traces of withdrawn invites (see members/memberships.ts). */
export function restaurantWithdrawnInvites(restaurantId: string): CollectionReference {
  return restaurantDoc(restaurantId).collection('withdrawnInvites');
}

export function storeDoc(restaurantId: string, storeId: string): DocumentReference {
  return restaurantDoc(restaurantId).collection('stores').doc(storeId);
}

export function storeMembers(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('members');
}

export function storeInvites(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('invites');
}

export function storeWithdrawnInvites(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('withdrawnInvites');
}

export function storeDevices(
  kind: DeviceClaimKind,
  restaurantId: string,
  storeId: string,
): CollectionReference {
  return storeDoc(restaurantId, storeId).collection(DEVICE_COLLECTIONS[kind]);
}

export function kdsDeviceSettingsDoc(restaurantId: string, storeId: string, kdsDeviceId: string) {
  return storeDoc(restaurantId, storeId).collection('kdsDeviceSettings').doc(kdsDeviceId);
}

export function employees(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('employees');
}

/** Server-only: `{pinLookup}` per employee, never readable by clients. */
export function employeePins(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('employeePins');
}

/** Server-only: the store's team channel (its incoming webhook URL is a secret). */
export function teamChannelDoc(restaurantId: string, storeId: string): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('private').doc('teamChannel');
}

/** Server-only: the per-store HMAC key that turns a PIN into its lookup value. */
export function pinSecretDoc(restaurantId: string, storeId: string): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('private').doc('pinSecret');
}

export function pinLockoutDoc(restaurantId: string, storeId: string, posTerminalId: string) {
  return storeDoc(restaurantId, storeId).collection('pinLockouts').doc(posTerminalId);
}

/** Server-only: a pending device pairing code, keyed by the code's SHA-256 (see ZPairingCodeRecord). */
export function pairingCodes(): CollectionReference {
  return db().collection('pairingCodes');
}

/** Server-only: the pending code for one phone number (document id is the E.164 number). */
export function phoneVerificationDoc(e164: string): DocumentReference {
  return db().collection('phoneVerifications').doc(e164);
}

/** Server-only: recent hits of one rate-limited key ("phoneCodeSend:ip:203.0.113.9"). */
export function rateLimitDoc(key: string): DocumentReference {
  // Keys carry caller text (an address, a number): a long or unusual one becomes its hash, so every
  // key is a valid document id of bounded size.
  const plain = key.length <= 200 && /^[\w:.+@-]+$/.test(key);
  return db()
    .collection('rateLimits')
    .doc(plain ? key : `h_${createHash('sha256').update(key).digest('hex')}`);
}

/** A fresh Firestore auto id (20 characters), for documents and device accounts alike. */
export function newId(): string {
  return db().collection('_').doc().id;
}

/** Voids, refunds, discounts, cancelled transactions and no-sale openings at the store's tills. */
export function salesExceptions(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('salesExceptions');
}

/** Parked POS orders any till of the store can recall. */
export function stashedOrders(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('stashedOrders');
}

/** Dine-in tables of a store (what QR codes open and bookings are counted against). */
export function diningTables(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('tables');
}

export function tableBookings(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('tableBookings');
}

/** Server-only: one document per store-local booking date holding that day's bookings for capacity checks. */
export function tableBookingDayDoc(
  restaurantId: string,
  storeId: string,
  localDate: string,
): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('tableBookingDays').doc(localDate);
}

/** Table maps of a store: one per seating area. */
export function tableMaps(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('tableMaps');
}

/** Employee time clock (functions/src/timeClock): shifts, the admin edits' audit and the tills' events. */
export function shifts(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('shifts');
}

export function shiftEdits(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('shiftEdits');
}

/** Server-only: one document per till event id, so a resent event is applied once. */
export function timeClockEvents(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('timeClockEvents');
}

/** Server-only: each employee's open shift id; every clock action reads and writes it, so racing actions serialise. */
export function timeClockStatus(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('timeClockStatus');
}

/** Cash drawer sessions of the store's tills (functions/src/cashDrawer). */
export function drawerSessions(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('drawerSessions');
}

/** Server-only: each till's open drawer session; opening reads and writes it, so one session is open per till. */
export function drawerStatus(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('drawerStatus');
}

/** The store's live floor: seated parties (walk-ins, seated bookings) and joined tables; one document. */
export function tableFloorDoc(restaurantId: string, storeId: string): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('tableFloor').doc('current');
}

/** Card terminals (functions/src/cardTerminal): the store's paired pin pads and the payments on them. */
export function cardTerminals(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('cardTerminals');
}

export function cardTerminalPayments(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('cardTerminalPayments');
}

/** Server-only: which store and payment a terminal's posReference belongs to (result messages name only it). */
export function cardTerminalAttempts(): CollectionReference {
  return db().collection('cardTerminalAttempts');
}
