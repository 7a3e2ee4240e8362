import type { EmailSender } from './emailSender';

/**
 * The seam for a real email provider (SendGrid, Postmark, SES, ...). No provider is chosen or
 * installed yet, so outside the emulator sending fails loudly instead of silently dropping mail.
 * To add one: implement `send` with the provider's SDK here, read its API key with `defineSecret`
 * in config.ts, and select it in index.ts.
 */
export function productionEmailSender(): EmailSender {
  return {
    async send(message) {
      throw new Error(
        `No email provider is configured (tried to send "${message.kind}"). Set EMAIL_PROVIDER=fake or add an adapter in functions/src/integrations/email/productionEmailSender.ts.`,
      );
    },
  };
}
