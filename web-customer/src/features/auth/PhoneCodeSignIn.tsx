import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type CountryCode, toE164PhoneNumber, ZPhoneVerificationCode } from '@resto/domain';
import { describeError, SubmitButton, useApi } from '@resto/web-common';
import { type FormEvent, useState } from 'react';
import { mobileHelper } from '../checkout/checkoutDraft';

/**
 * Sign in with a code texted to the customer's mobile (`/api/phone-auth/verification-code/send` and
 * `/verify`): no password to remember, and the verified number is what first-order offers go by.
 * `onToken` signs in with the custom token the server hands back.
 */
export function PhoneCodeSignIn({
  country,
  onToken,
}: {
  country: CountryCode;
  onToken: (customToken: string) => Promise<void>;
}) {
  const client = useApi();
  const [typed, setTyped] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const phoneNumber = toE164PhoneNumber(typed, country);

  async function run(step: () => Promise<void>) {
    setBusy(true);
    setProblem(undefined);
    try {
      await step();
    } catch (error) {
      setProblem(describeError(error).message);
    } finally {
      setBusy(false);
    }
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!phoneNumber) {
      setProblem('Enter your mobile number, for example 0412 345 678.');
      return;
    }
    void run(async () => {
      await client.post('/api/phone-auth/verification-code/send', { phoneNumber });
      setSentTo(phoneNumber);
      setCode('');
    });
  }

  function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZPhoneVerificationCode.safeParse(code);
    if (!parsed.success || !sentTo) {
      setProblem(
        parsed.success ? 'Ask for a code first.' : (parsed.error.issues[0]?.message ?? 'Enter the code'),
      );
      return;
    }
    void run(async () => {
      const { customToken } = await client.post<{ customToken: string }>(
        '/api/phone-auth/verification-code/verify',
        { phoneNumber: sentTo, code: parsed.data },
      );
      await onToken(customToken);
    });
  }

  if (!sentTo) {
    return (
      <Stack component="form" noValidate onSubmit={send} spacing={2} aria-label="Sign in with your mobile">
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <TextField
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          helperText={
            typed.trim() && phoneNumber
              ? `We'll text a code to ${phoneNumber}.`
              : mobileHelper(typed, country)
          }
          slotProps={{ htmlInput: { maxLength: 20 } }}
          required
        />
        <SubmitButton busy={busy} busyLabel="Sending…">
          Text me a code
        </SubmitButton>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={verify} spacing={2} aria-label="Enter the code we texted">
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <TextField
        label="6-digit code"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        helperText={`We texted a code to ${sentTo}. It is valid for a few minutes.`}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        required
        autoFocus
      />
      <SubmitButton busy={busy} busyLabel="Signing in…">
        Sign in
      </SubmitButton>
      <Button onClick={() => setSentTo(undefined)} disabled={busy}>
        Use another number or send a new code
      </Button>
    </Stack>
  );
}
