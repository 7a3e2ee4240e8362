import { isEmulated, smsProvider, twilioAccountSid, twilioAuthToken, twilioFrom } from '../../config';
import { fakeSmsSender } from './fakeSmsSender';
import type { SmsSender } from './smsSender';
import { twilioSmsSender } from './twilioSmsSender';

export type { SmsMessage, SmsSender } from './smsSender';

let sender: SmsSender | undefined;

/** The fake on the emulator suite (or when SMS_PROVIDER=fake, e.g. CI), Twilio everywhere else. */
export function smsSender(): SmsSender {
  sender ??=
    isEmulated() || smsProvider.value() === 'fake'
      ? fakeSmsSender()
      : twilioSmsSender(() => ({
          accountSid: twilioAccountSid.value(),
          authToken: twilioAuthToken.value(),
          from: twilioFrom.value(),
        }));
  return sender;
}
