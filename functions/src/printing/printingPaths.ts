import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { db } from '../admin';
import { storeDoc } from '../firestore/paths';

/** Documents printing reads and writes (see docs/data-model.md). */

export function printJobs(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('printJobs');
}

export function printJobDoc(restaurantId: string, storeId: string, jobId: string): DocumentReference {
  return printJobs(restaurantId, storeId).doc(jobId);
}

/** The store's printers and print stations (domain `ZPrintingSettings`); not a published setting. */
export function printingSettingsDoc(restaurantId: string, storeId: string): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('settings').doc('printing');
}

/** Google review settings (read for the review QR code on printed documents). */
export function googleReviewSettingsDoc(restaurantId: string, storeId: string): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('settings').doc('googleReview');
}

/** A cloud printer's heartbeat: its last poll and what it reported. */
export function printerStatusDoc(
  restaurantId: string,
  storeId: string,
  printerId: string,
): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('printerStatus').doc(printerId);
}

/**
 * Server-only: the SHA-256 of a cloud printer's polling key → which printer it is. The key itself is
 * shown once, when it is made, and typed into the printer's server settings (HTTP Basic password).
 */
export function printerKeyDoc(keyHash: string): DocumentReference {
  return db().collection('printerKeys').doc(keyHash);
}
