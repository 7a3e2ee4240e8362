/** The SMS port: everything that sends a text message goes through this, never an SDK directly. */
export interface SmsMessage {
  /** E.164 number. */
  to: string;
  body: string;
  /** Where the provider POSTs this message's later statuses (signed); campaigns track delivery. */
  statusCallbackUrl?: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<{ id: string }>;
}

/**
 * A send the provider refused or could not take. `code` is the provider's error code (Twilio: 21211
 * invalid number, 21610 the recipient replied STOP, 20003 bad credentials...); `status` its HTTP status.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }

  /** The recipient opted out (replied STOP): do not try again until they opt back in. */
  get unsubscribed(): boolean {
    return this.code === 21610;
  }
}
