import { adminAuth } from '../admin';
import { emailSender } from '../integrations/email';
import { log } from '../log';
import { paymentAdminBaseUrl } from '../payments/paymentsConfig';

/** What a verification email says; the link is the admin app's own confirmation page. */
export function verificationEmailMessage(to: string, link: string, displayName?: string) {
  const hello = displayName ? `Hi ${displayName},` : 'Hi,';
  const text = `${hello}\n\nConfirm your email address to finish setting up your account:\n${link}\n\nThe link opens your restaurant admin. If you did not sign up, ignore this email.`;
  const escapeHtml = (value: string) =>
    value.replace(
      /[&<>"]/g,
      (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
    );
  const html = `<p>${escapeHtml(hello)}</p><p>Confirm your email address to finish setting up your account:</p><p><a href="${escapeHtml(link)}">Confirm my email address</a></p><p>The link opens your restaurant admin. If you did not sign up, ignore this email.</p>`;
  return { to, subject: 'Confirm your email address', text, html, kind: 'emailVerification' };
}

/**
 * Emails the account's verification link, pointing at the admin app's `/auth/action` page (which
 * confirms the address and offers the way back in) rather than the provider's bare handler page:
 * Auth makes the one-time code, we send the link around it through the email port.
 */
export async function sendVerificationEmail(email: string, displayName?: string): Promise<void> {
  // The parameter's own default where it is not set (tests running the routes in-process).
  const adminBase = paymentAdminBaseUrl() || 'http://127.0.0.1:5000';
  const generated = await adminAuth().generateEmailVerificationLink(email, { url: `${adminBase}/` });
  const oobCode = new URL(generated).searchParams.get('oobCode');
  if (!oobCode) throw new Error('Auth gave a verification link without a code');
  const link = `${adminBase}/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(oobCode)}`;
  const sent = await emailSender().send(verificationEmailMessage(email, link, displayName));
  log.info('user.verification_email_sent', { messageId: sent.id });
}
