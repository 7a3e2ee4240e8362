import PrintDisabledRounded from '@mui/icons-material/PrintDisabledRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import {
  PRINT_JOB_BACKUP_AFTER_SECONDS,
  type PrinterHealth,
  printerHealth,
  readPrintingSettings,
  ZPrinterStatus,
} from '@resto/domain';
import { collection, type DocumentData, doc, limit, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { docConverter } from '../data/converter';
import { useDoc } from '../data/useDoc';
import { useQuery } from '../data/useQuery';
import { firestore } from '../firebase/firestore';
import { formatStoreTime } from '../format/time';

import { usePrinterCheck } from './usePrinterCheck';

const converter = docConverter<DocumentData>();

export interface PrinterAlertsProps {
  restaurantId: string;
  storeId: string;
  timezone: string;
  /** Count the tickets waiting per printer (staff; kitchen screens cannot read print jobs). */
  countWaiting?: boolean;
  /**
   * Ask the server to bring the printers' state up to date while shown (staff: usePrinterCheck), so
   * an offline Sunmi printer or a printer that never connected alerts without waiting for the
   * scheduled watch. Kitchen screens only read.
   */
  checkStatus?: boolean;
}

interface PrinterAlert {
  printerId: string;
  name: string;
  health: PrinterHealth;
  detail: string;
  /** What happens to its tickets when it has a backup printer (empty without one). */
  backupWords: string;
  waiting: number;
}

/**
 * A warning per cloud printer that has gone quiet (no poll for a minute) or reports a problem (out
 * of paper, cover open), with how many tickets are waiting for it: a ticket is never lost, but the
 * kitchen must know it has not printed yet. Nothing shows while every printer is fine.
 */
export function PrinterAlerts({
  restaurantId,
  storeId,
  timezone,
  countWaiting = false,
  checkStatus = false,
}: PrinterAlertsProps) {
  usePrinterCheck(restaurantId, storeId, checkStatus);
  const base = ['restaurants', restaurantId, 'stores', storeId] as const;
  const settingsDoc = useDoc(doc(firestore(), ...base, 'settings', 'printing').withConverter(converter));
  const statuses = useQuery(collection(firestore(), ...base, 'printerStatus').withConverter(converter));
  const waitingJobs = useQuery(
    countWaiting
      ? query(
          collection(firestore(), ...base, 'printJobs').withConverter(converter),
          where('status', 'in', ['queued', 'sent']),
          limit(200),
        )
      : null,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);

  const alerts = useMemo((): PrinterAlert[] => {
    const settings = readPrintingSettings(settingsDoc.data ?? {});
    const byId = new Map(
      statuses.data.flatMap((entry) => {
        const parsed = ZPrinterStatus.safeParse(entry);
        return parsed.success ? [[parsed.data.printerId, parsed.data] as const] : [];
      }),
    );
    const waiting = new Map<string, number>();
    for (const job of waitingJobs.data) {
      const printerId = String(job.printerId ?? '');
      waiting.set(printerId, (waiting.get(printerId) ?? 0) + 1);
    }
    return settings.printers
      .filter((printer) => printer.active && printer.connectionKind === 'cloud')
      .flatMap((printer): PrinterAlert[] => {
        const status = byId.get(printer.id);
        const health = printerHealth(status, now);
        const count = waiting.get(printer.id) ?? 0;
        if (health === 'online') return [];
        // Never connected: only worth a word when tickets are waiting for it.
        if (health === 'unknown' && count === 0) return [];
        const detail =
          health === 'problem'
            ? `It reports ${status?.statusCode ?? 'a problem'}.`
            : status?.neverPolled
              ? 'It has never connected. Check its cloud settings (server address and key).'
              : health === 'offline' && status
                ? `Not heard from since ${formatStoreTime(status.lastPollIsoDateTimeUtc, timezone)}. Check its power and network.`
                : 'It has not connected yet. Check its cloud settings.';
        // With a backup, what waits does not wait for this printer to come back (backupWatch.ts).
        const backup = settings.printers.find(
          (candidate) => candidate.id === printer.backupPrinterId && candidate.active,
        );
        const backupWords = backup
          ? ` Tickets that wait over ${PRINT_JOB_BACKUP_AFTER_SECONDS / 60} minutes print on ${backup.name}, marked BACKUP FROM ${printer.name}.`
          : '';
        return [
          {
            printerId: printer.id,
            name: printer.name,
            health,
            detail,
            backupWords,
            waiting: count,
          },
        ];
      });
  }, [settingsDoc.data, statuses.data, waitingJobs.data, now, timezone]);

  if (alerts.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} role="region" aria-label="Printer alerts">
      {alerts.map((alert) => (
        <Alert
          key={alert.printerId}
          severity={alert.health === 'problem' ? 'warning' : 'error'}
          icon={<PrintDisabledRounded />}
        >
          <AlertTitle>
            {alert.name} {alert.health === 'problem' ? 'needs attention' : 'is not printing'}
          </AlertTitle>
          {alert.detail}
          {alert.waiting > 0
            ? ` ${alert.waiting} ${alert.waiting === 1 ? 'ticket is' : 'tickets are'} waiting${alert.backupWords ? '.' : ' and will print when it is back.'}`
            : ''}
          {alert.backupWords}
        </Alert>
      ))}
    </Stack>
  );
}
