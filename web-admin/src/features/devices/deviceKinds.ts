import type { ApiPath, DeviceKind } from '@resto/web-common';
import { webEnv } from '@resto/web-common';

/** Where and how a device of a kind is paired, in words an admin can follow at the device. */
export interface PairingInstructions {
  /** Text before the address to open, e.g. "On the kitchen screen, open". */
  lead: string;
  /** The address to open on the device, when it pairs through a web app. */
  url?: string;
  /** Text after the address. */
  rest: string;
}

export interface DeviceKindCopy {
  kind: DeviceKind;
  /** 'Kitchen display' */
  noun: string;
  /** 'kitchen display', 'POS terminal': for the middle of a sentence. */
  lowerNoun: string;
  /** 'kitchen displays' (lower case, for sentences) */
  plural: string;
  namePlaceholder: string;
  instructions: PairingInstructions;
  /** `/api/kds/restaurants/:r/stores/:s/devices` and friends (SPEC.md section 7). */
  basePath: (restaurantId: string, storeId: string) => ApiPath;
}

const storeSegment = (restaurantId: string, storeId: string) =>
  `restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}`;

export const DEVICE_KIND_COPY: Record<DeviceKind, DeviceKindCopy> = {
  posTerminal: {
    kind: 'posTerminal',
    noun: 'POS terminal',
    lowerNoun: 'POS terminal',
    plural: 'POS terminals',
    namePlaceholder: 'Front counter',
    instructions: {
      lead: 'On the terminal, open the POS at',
      url: `${webEnv.appUrls.staff}/pos`,
      rest: 'and type this code when it asks for a pairing code.',
    },
    basePath: (restaurantId, storeId) => `/api/pos/${storeSegment(restaurantId, storeId)}/pos_terminals`,
  },
  kdsDevice: {
    kind: 'kdsDevice',
    noun: 'Kitchen display',
    lowerNoun: 'kitchen display',
    plural: 'kitchen displays',
    namePlaceholder: 'Kitchen screen',
    instructions: {
      lead: 'On the kitchen screen, open',
      url: `${webEnv.appUrls.kds}/auth/login`,
      rest: 'and type this code.',
    },
    basePath: (restaurantId, storeId) => `/api/kds/${storeSegment(restaurantId, storeId)}/devices`,
  },
  // A computer or tablet that drives a printer and signs in with a code; cloud printers are set up
  // on the same page without pairing (printing/PrinterSettingsSections.tsx).
  printer: {
    kind: 'printer',
    noun: 'Printer app',
    lowerNoun: 'printer app',
    plural: 'printer apps',
    namePlaceholder: 'Kitchen print app',
    instructions: {
      lead: 'On the print station that drives this printer, open its setup',
      rest: 'and type this code when it asks for a pairing code.',
    },
    basePath: (restaurantId, storeId) => `/api/printers/${storeSegment(restaurantId, storeId)}/printers`,
  },
};

export interface IssuedCode {
  id: string;
  pairingCode: string;
  pairingCodeExpiresIsoDateTimeUtc?: string;
}
