import {
  isEmulated,
  smsProvider,
  twilioAccountSid,
  twilioApiBaseUrl,
  twilioAuthToken,
  twilioFrom,
} from '../../config';
import { fakeSmsSender } from './fakeSmsSender';
import type { SmsSender } from './smsSender';
import { twilioSmsSender } from './twilioSmsSender';

export { type SmsMessage, SmsSendError, type SmsSender } from './smsSender';
export { type TwilioConfig, twilioSmsSender } from './twilioSmsSender';

let sender: SmsSender | undefined;

/**
 * Twilio through its official SDK, everywhere: the real API in the cloud, the local fake Twilio
 * (fakes/src/twilio, TWILIO_API_BASE_URL) on the emulator suite, where texts can be read at its
 * /_fake/messages. On the emulator an empty base URL is refused, so a demo project never texts
 * real phones. SMS_PROVIDER=fake (in-process tests without the fake Twilio only) records texts in
 * the fakeSmsOutbox collection instead.
 */
export function smsSender(): SmsSender {
  if (smsProvider.value() === 'fake') return fakeSmsSender();
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
