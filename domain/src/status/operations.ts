import { STORE_STATUSES, type StoreStatus } from '../common/constants';
import { defineStateMachine } from './stateMachine';

/** Statuses of back-office things: SMS campaigns, background jobs, cloud printers, store online state. */

export const SMS_CAMPAIGN_STATUSES = ['DRAFT', 'SENT', 'SCHEDULED', 'ARCHIVED', 'FAILED'] as const;
export type SmsCampaignStatus = (typeof SMS_CAMPAIGN_STATUSES)[number];

/**
 * Not shown in the spec. A draft is sent now or scheduled; a scheduled campaign can be taken back to
 * draft until it goes out, or cancelled (archived, its payment refunded) before it starts. A failed
 * send can be edited (back to draft) and retried. Any campaign can be archived to tidy the list
 * (what was paid and not sent is refunded); archived is final.
 */
export const smsCampaignStatusMachine = defineStateMachine({
  name: 'SMS campaign status',
  states: SMS_CAMPAIGN_STATUSES,
  initialStates: ['DRAFT'],
  transitions: {
    DRAFT: ['SENT', 'SCHEDULED', 'FAILED', 'ARCHIVED'],
    SCHEDULED: ['SENT', 'FAILED', 'DRAFT', 'ARCHIVED'],
    SENT: ['ARCHIVED'],
    FAILED: ['DRAFT', 'ARCHIVED'],
    ARCHIVED: [],
  },
});

export const SMS_CAMPAIGN_STATUS_LABELS: Record<SmsCampaignStatus, string> = {
  DRAFT: 'Draft',
  SENT: 'Sent',
  SCHEDULED: 'Scheduled',
  ARCHIVED: 'Archived',
  FAILED: 'Failed',
};

export const JOB_STATUSES = ['requested', 'queued', 'running', 'success', 'failure'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Batch jobs (e.g. menu uploads) run once: any step may fail; a retry is a new job. */
export const jobStatusMachine = defineStateMachine({
  name: 'job status',
  states: JOB_STATUSES,
  initialStates: ['requested'],
  transitions: {
    requested: ['queued', 'failure'],
    queued: ['running', 'failure'],
    running: ['success', 'failure'],
    success: [],
    failure: [],
  },
});

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  requested: 'Requested',
  queued: 'Queued',
  running: 'Running',
  success: 'Succeeded',
  failure: 'Failed',
};

export const CLOUD_PRINT_STATUSES = ['queued', 'success', 'failure'] as const;
export type CloudPrintStatus = (typeof CLOUD_PRINT_STATUSES)[number];

/** A print job is queued on the cloud printer and prints or fails once; reprinting is a new job. */
export const cloudPrintStatusMachine = defineStateMachine({
  name: 'cloud print status',
  states: CLOUD_PRINT_STATUSES,
  initialStates: ['queued'],
  transitions: { queued: ['success', 'failure'], success: [], failure: [] },
});

export const CLOUD_PRINT_STATUS_LABELS: Record<CloudPrintStatus, string> = {
  queued: 'Queued',
  success: 'Printed',
  failure: 'Failed',
};

export const PRINTER_BIND_STATUSES = ['offline', 'online', 'unknown'] as const;
export type PrinterBindStatus = (typeof PRINTER_BIND_STATUSES)[number];

/** Connectivity, not a lifecycle: a printer moves freely between states and none is final. */
export const printerBindStatusMachine = defineStateMachine({
  name: 'printer bind status',
  states: PRINTER_BIND_STATUSES,
  initialStates: ['unknown'],
  transitions: {
    offline: ['online', 'unknown'],
    online: ['offline', 'unknown'],
    unknown: ['online', 'offline'],
  },
});

export const PRINTER_BIND_STATUS_LABELS: Record<PrinterBindStatus, string> = {
  offline: 'Offline',
  online: 'Online',
  unknown: 'Unknown',
};

/** Stores are switched online and offline at will (offline reasons are not in the spec). */
export const storeStatusMachine = defineStateMachine({
  name: 'store status',
  states: STORE_STATUSES,
  initialStates: ['ONLINE', 'OFFLINE'],
  transitions: { ONLINE: ['OFFLINE'], OFFLINE: ['ONLINE'] },
});

export const STORE_STATUS_LABELS: Record<StoreStatus, string> = { ONLINE: 'Online', OFFLINE: 'Offline' };
