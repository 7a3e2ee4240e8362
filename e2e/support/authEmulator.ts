/** The Auth emulator's own REST API: what a person would find in their inbox. */
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform';

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

/** The newest email-verification code sent to `email` (waits for it to arrive). */
export async function verificationCodeFor(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
    const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
    const match = oobCodes
      .filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL')
      .at(-1);
    if (match) return match.oobCode;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No verification email reached ${email}`);
}
