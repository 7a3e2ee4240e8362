import { getPaymentPort } from '../integrations/payments';
import type { PaymentPort } from '../integrations/payments/port';

/** The one payment port (H3's), so every payments module reaches the provider the same way. */
export function paymentPort(): PaymentPort {
  return getPaymentPort();
}
