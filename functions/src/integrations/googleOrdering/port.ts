/** Order with Google as our code sees it: who is calling the webhook, and telling Google about an order. */
export type GoogleTokenCheck =
  | { ok: true; claims: { iss: string; aud: string; exp: number; iat?: number; sub?: string } }
  | { ok: false; why: string };

export interface GoogleOrderUpdateResult {
  ok: boolean;
  httpStatus: number;
  /** Google's words when it refused (its error envelope's message). */
  error?: string;
}

export interface GoogleOrderingPort {
  /** Checks the webhook's Authorization header: a Google-signed JWT for our ordering project. */
  verifyRequest(authorization: string | undefined): Promise<GoogleTokenCheck>;
  /** AsyncOrderUpdate: `POST /v2/conversations:send` with `{isInSandbox, customPushMessage: {orderUpdate}}`. */
  sendOrderUpdate(orderUpdate: unknown, isInSandbox: boolean): Promise<GoogleOrderUpdateResult>;
}

export class GoogleOrderingNotConfigured extends Error {
  constructor() {
    super('Order with Google is not set up on this platform.');
  }
}
