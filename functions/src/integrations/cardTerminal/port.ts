/**
 * The card terminal port: what the POS platform asks of a card terminal provider. One adapter today
 * (ANZ Worldline, anzWorldline.ts); the routes and payment logic (functions/src/cardTerminal) only
 * know this interface, so another acquirer's terminals plug in here.
 */
import type { CardTerminalTransactionType } from '@resto/domain';

export interface TerminalPairing {
  pairingId: string;
  terminalId: string;
  model: string;
}

/** A transaction as the terminal reports it (start answer, result message or last transaction). */
export interface TerminalTransaction {
  posReference: string;
  type: CardTerminalTransactionType;
  amountInCents: number;
  tipInCents: number;
  state: 'in_progress' | 'completed';
  /** The terminal's result code (TIM name), present once completed. */
  resultCode?: string;
  authCode?: string;
  card?: { scheme: string; last4: string };
  receipt?: string;
}

/** The terminal's result message, verified. */
export interface TerminalResultEvent {
  eventId: string;
  transaction: TerminalTransaction;
}

/**
 * Why a call did not do what was asked. `refused`: the terminal certainly did not start (busy,
 * offline, bad input), so nothing was charged. `unreachable`: the call's fate is unknown (the network
 * dropped, the relay timed out): the terminal may have started, so the caller must ask it later.
 */
export class CardTerminalError extends Error {
  constructor(
    readonly kind: 'refused' | 'unreachable' | 'notFound',
    readonly resultCode: string,
    message: string,
  ) {
    super(message);
  }
}

export interface CardTerminalPort {
  pair(input: { pairingCode: string; posName: string }): Promise<TerminalPairing>;
  unpair(pairingId: string): Promise<void>;
  /** Starts a transaction; the same posReference again returns the same transaction. */
  startTransaction(
    terminalId: string,
    input: {
      type: CardTerminalTransactionType;
      amountInCents: number;
      currency: string;
      posReference: string;
    },
  ): Promise<TerminalTransaction>;
  cancel(terminalId: string): Promise<void>;
  /** The terminal's last transaction (undefined when it has none). */
  lastTransaction(terminalId: string): Promise<TerminalTransaction | undefined>;
  reprintReceipt(terminalId: string): Promise<{ posReference: string; receipt: string }>;
  /** Verifies a result message's signature over the raw body; undefined when it does not verify. */
  verifyResult(rawBody: Buffer, signatureHeader: string | undefined): TerminalResultEvent | undefined;
}
