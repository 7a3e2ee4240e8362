/**
 * Receipts from the till to the counter's own printers: LAN printers (Epson ePOS-Print XML over
 * HTTP(S)), USB (WebUSB) and Bluetooth (Web Bluetooth), driven by this browser because they sit on
 * the shop's network or cable (cloud printers get theirs through the server's print queue). The
 * receipt is the same order invoice template the cloud printers print, made from the order as the
 * server stored it (its store number, totals and GST as the domain computed them).
 */
import {
  orderInvoiceMarkup,
  type PosSettings,
  type PrintBusiness,
  type PrinterSetup,
  printableOrderFrom,
  readPrintingSettings,
  receiptPrintsAutomatically,
} from '@resto/domain';
import { docConverter, firestore, useDoc } from '@resto/web-common';
import { printOnLocalPrinter } from '@resto/web-common/localPrinting';
import { type DocumentData, doc, getDoc } from 'firebase/firestore';
import { useCallback, useMemo, useRef } from 'react';

/** How often, and how far apart, the automatic receipt reads the stored order before giving up. */
const AUTOMATIC_PRINT_READS = 8;
const AUTOMATIC_PRINT_WAIT_MS = 750;

const converter = docConverter<DocumentData>();

export interface TillReceipts {
  /** The local printers that print receipts (empty: the till offers no receipt button). */
  printers: PrinterSetup[];
  /** Prints the order's receipt on those printers (`automatic`: only those set to print on payment, once per order). */
  print(posOrderId: string, options?: { automatic?: boolean }): Promise<string[]>;
}

/**
 * `receipt`: the till's receipt options (POS settings: the store's, or this terminal's own). The
 * automatic receipt prints only when they say `always`; every receipt carries their footer and, when
 * asked, the cashier's name.
 */
export function useTillReceipts(
  restaurantId: string,
  storeId: string,
  receipt: PosSettings['receipt'],
): TillReceipts {
  const settingsDoc = useDoc(
    doc(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'settings', 'printing').withConverter(
      converter,
    ),
  );
  const printers = useMemo(
    () =>
      readPrintingSettings(settingsDoc.data ?? {}).printers.filter(
        (printer) =>
          printer.active &&
          printer.connectionKind !== 'cloud' &&
          printer.printDocumentKinds.includes('orderInvoice'),
      ),
    [settingsDoc.data],
  );
  const printedAutomatically = useRef(new Set<string>());

  const print = useCallback(
    async (posOrderId: string, options: { automatic?: boolean } = {}): Promise<string[]> => {
      const targets = options.automatic
        ? receiptPrintsAutomatically(receipt)
          ? printers.filter((printer) => printer.autoPrintOnPosPayment)
          : []
        : printers;
      if (targets.length === 0) return [];
      if (options.automatic) {
        if (printedAutomatically.current.has(posOrderId)) return [];
        printedAutomatically.current.add(posOrderId);
      }
      const storeRef = doc(firestore(), 'restaurants', restaurantId, 'stores', storeId);
      const [storeSnap, settingsSnap] = await Promise.all([
        getDoc(storeRef),
        getDoc(doc(storeRef, 'settings', 'printing')),
      ]);
      // The automatic print follows the sync's answer, but the stored order can still be taking its
      // number: wait a little for it rather than telling the cashier about a receipt they did not ask for.
      let order = printableOrderFrom(posOrderId, (await getDoc(doc(storeRef, 'orders', posOrderId))).data());
      for (let attempt = 0; options.automatic && !order && attempt < AUTOMATIC_PRINT_READS; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, AUTOMATIC_PRINT_WAIT_MS));
        order = printableOrderFrom(posOrderId, (await getDoc(doc(storeRef, 'orders', posOrderId))).data());
      }
      if (!order && options.automatic) {
        // Not readable yet: leave it to the Receipt button rather than interrupt the sale screen.
        printedAutomatically.current.delete(posOrderId);
        return [];
      }
      if (!order)
        throw new Error('The order is not on the server yet: print its receipt once it has synced.');
      const store = storeSnap.data() ?? {};
      const abn = readPrintingSettings(settingsSnap.data() ?? {}).abn;
      const business: PrintBusiness = {
        restaurantName: String(store.restaurantName ?? store.name ?? ''),
        storeName: String(store.name ?? ''),
        storeAddress: String(
          (store.address as { formattedAddress?: string } | undefined)?.formattedAddress ?? '',
        ),
        storePhone: String(store.phoneNumber ?? ''),
        ...(abn ? { abn } : {}),
        timezone: String(store.timezone ?? 'Australia/Sydney'),
      };
      const printed: string[] = [];
      const problems: string[] = [];
      for (const printer of targets) {
        try {
          await printOnLocalPrinter(
            printer,
            orderInvoiceMarkup(order, {
              business,
              layout: { alignment: printer.alignment },
              receipt: { footer: receipt.footer, showEmployeeName: receipt.showEmployeeName },
            }),
          );
          printed.push(printer.name);
        } catch (error) {
          problems.push(error instanceof Error ? error.message : String(error));
        }
      }
      if (problems.length > 0) throw new Error(problems.join(' '));
      return printed;
    },
    [printers, restaurantId, storeId, receipt],
  );

  return { printers, print };
}
