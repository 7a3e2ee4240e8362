/** The email port: everything that sends an email goes through this, never a provider SDK directly. */
export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Replies go to the restaurant rather than the platform's sending address. */
  replyTo?: string;
  /** Groups messages for logs and the fake outbox ("orderConfirmation", "orderInvoice"). */
  kind: string;
  /** What the message is about, e.g. { restaurantId, storeId, orderId }. */
  tags?: Record<string, string>;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<{ id: string }>;
}
