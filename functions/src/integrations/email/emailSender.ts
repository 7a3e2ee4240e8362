/** The email port: everything that sends an email goes through this, never a provider SDK directly. */
export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Replies go to the restaurant rather than the platform's sending address. */
  replyTo?: string;
  /** Groups messages for logs and the outbox ("orderConfirmation", "orderInvoice"); sent as X-Resto-Kind. */
  kind: string;
  /** What the message is about, e.g. { restaurantId, storeId, orderId }; sent as X-Resto-Tags. */
  tags?: Record<string, string>;
}

export interface EmailSender {
  /** Resolves with the provider's message id once the provider accepted the message. */
  send(message: EmailMessage): Promise<{ id: string }>;
}

/**
 * A send that failed. `transient` failures (the provider said "try again later" with a 4xx reply,
 * or could not be reached) are worth retrying; permanent ones (5xx: a rejected recipient, a refused
 * login) are not. `message` is safe to show staff: no credentials, no message content.
 */
export class EmailSendError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    readonly responseCode?: number,
  ) {
    super(message);
    this.name = 'EmailSendError';
  }
}
