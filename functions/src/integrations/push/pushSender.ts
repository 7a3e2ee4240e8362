/** The push port: everything that sends a push message or manages topics goes through this. */
export interface PushNotification {
  title: string;
  body: string;
  /** Plain string values the device receives with it (e.g. the order's path to open). */
  data?: Record<string, string>;
  /** Where a tap on the notification opens, for web devices. */
  link?: string;
}

/** A token the topic service refused, with FCM's reason (NOT_FOUND: the device is gone). */
export interface TopicTokenFailure {
  token: string;
  reason: string;
}

export interface PushSender {
  subscribe(tokens: string[], topic: string): Promise<TopicTokenFailure[]>;
  unsubscribe(tokens: string[], topic: string): Promise<TopicTokenFailure[]>;
  /** Sends to every device on the topic; the provider's message id. */
  sendToTopic(topic: string, notification: PushNotification): Promise<{ id: string }>;
}

/**
 * A call the messaging service refused or could not take: `code` is firebase-admin's code
 * (`messaging/invalid-argument`, `messaging/registration-token-not-registered`,
 * `messaging/server-unavailable`, ...).
 */
export class PushSendError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'PushSendError';
  }

  /** Worth another try later (FCM asks for a back-off on these). */
  get transient(): boolean {
    return (
      this.code === 'messaging/server-unavailable' ||
      this.code === 'messaging/internal-error' ||
      this.code === 'messaging/message-rate-exceeded'
    );
  }
}
