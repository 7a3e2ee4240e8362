import {
  isEmulated,
  smsProvider,
  twilioAccountSid,
  twilioApiBaseUrl,
  twilioAuthToken,
  twilioFrom,
} from '../../config';
import type { SmsSender } from './smsSender';
import { twilioSmsSender } from './twilioSmsSender';

export { type SmsMessage, SmsSendError, type SmsSender } from './smsSender';
export { type TwilioConfig, twilioSmsSender } from './twilioSmsSender';

let sender: SmsSender | undefined;

/**
 * Twilio through its official SDK, everywhere: the real API in the cloud, the local fake Twilio
 * (fakes/src/twilio, TWILIO_API_BASE_URL) on the emulator suite, where texts can be read at its
 * /_fake/messages. On the emulator an empty base URL is refused, so a demo project never texts
 * real phones. In-process tests run a fake Twilio of their own (test/support/localTwilio.ts).
 */
export function smsSender(): SmsSender {
  const provider = smsProvider.value();
  if (provider !== 'twilio') throw new Error(`SMS_PROVIDER must be "twilio" (it is "${provider}").`);
  sender ??= twilioSmsSender(() => {
    const apiBaseUrl = twilioApiBaseUrl.value().trim();
    if (isEmulated() && !apiBaseUrl)
      throw new Error(
        'On the emulator suite texts go to the local fake Twilio only: set TWILIO_API_BASE_URL.',
      );
    return {
      accountSid: twilioAccountSid.value(),
      authToken: twilioAuthToken.value(),
      from: twilioFrom.value(),
      apiBaseUrl,
    };
  });
  return sender;
}
