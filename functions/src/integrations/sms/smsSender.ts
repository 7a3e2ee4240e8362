/** The SMS port: everything that sends a text message goes through this, never an SDK directly. */
export interface SmsMessage {
  /** E.164 number. */
  to: string;
  body: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<{ id: string }>;
}
