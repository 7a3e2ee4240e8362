import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { tooLong } from '../common/inputBounds';

/**
 * Custom domains (`domains/{domainName}`, super admin `/super-admin/domains`): which restaurant or
 * store site a host name serves, whether the owner proved control of it (a DNS TXT record holding our
 * token) and the certificate's state. The website function picks the site by the request's host.
 */

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A host name as people type it ("Order.BellaVista.com.au." → "order.bellavista.com.au"). */
export function normaliseDomainName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/\.$/, '');
}

export const ZDomainName = z
  .string()
  .max(253, tooLong('Domain names are at most 253 characters'))
  .transform(normaliseDomainName)
  .refine((name) => {
    const labels = name.split('.');
    return (
      labels.length >= 2 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(labels.at(-1) ?? '')
    );
  }, 'Enter a domain name like order.bellavista.com.au');

export const VERIFICATION_STATES = ['pending', 'verified', 'failed'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];
export const CERTIFICATE_STATES = [
  'waitingForVerification',
  'waitingForDns',
  'provisioning',
  'active',
  'failed',
] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

export const CERTIFICATE_STATE_LABELS: Record<CertificateState, string> = {
  waitingForVerification: 'Waiting for verification',
  waitingForDns: 'Waiting for the domain to point at us',
  provisioning: 'Certificate being issued',
  active: 'Secure (HTTPS active)',
  failed: 'Certificate failed',
};

/** What the super admin sends to create or re-point a domain. */
export const ZDomainRequest = z.object({
  restaurantId: ZDocumentId,
  /** Empty: the restaurant site (listing its stores); else that store's site. */
  storeId: z.union([z.literal(''), ZDocumentId]).default(''),
});
export type DomainRequest = z.infer<typeof ZDomainRequest>;

export const ZDomainRecord = z.object({
  domainName: z.string(),
  restaurantId: ZDocumentId,
  storeId: z.string().default(''),
  verification: z.object({
    token: z.string(),
    state: z.enum(VERIFICATION_STATES),
    checkedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
    message: z.string().optional(),
  }),
  certificate: z.object({
    state: z.enum(CERTIFICATE_STATES),
    updatedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  }),
  createdByUid: z.string(),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type DomainRecord = z.infer<typeof ZDomainRecord>;

/** The TXT record the owner adds: name and value. */
export function verificationRecordOf(domainName: string, token: string): { name: string; value: string } {
  return { name: `_resto-verification.${domainName}`, value: `resto-verification=${token}` };
}

/**
 * The outcome of a DNS check: verified when a TXT record holds the token; the certificate can be
 * issued once the domain points (CNAME or A) at the website host, and is active when it was already
 * being issued and still points there (the provider issues it in between).
 */
export function domainCheckOutcome(
  record: Pick<DomainRecord, 'domainName' | 'verification' | 'certificate'>,
  dns: { txt: readonly string[]; pointsAtUs: boolean },
): { verification: VerificationState; certificate: CertificateState; message: string } {
  const expected = verificationRecordOf(record.domainName, record.verification.token);
  if (!dns.txt.includes(expected.value))
    return {
      verification: record.verification.state === 'verified' ? 'verified' : 'failed',
      certificate:
        record.verification.state === 'verified' ? record.certificate.state : 'waitingForVerification',
      message:
        record.verification.state === 'verified'
          ? 'The verification record is gone; the domain stays verified.'
          : `No TXT record "${expected.value}" found at ${expected.name} yet. DNS changes can take up to an hour.`,
    };
  if (!dns.pointsAtUs)
    return {
      verification: 'verified',
      certificate: 'waitingForDns',
      message:
        'Verified. Now point the domain (CNAME or A record) at the website host so a certificate can be issued.',
    };
  const certificate: CertificateState =
    record.certificate.state === 'provisioning' || record.certificate.state === 'active'
      ? 'active'
      : 'provisioning';
  return {
    verification: 'verified',
    certificate,
    message: certificate === 'active' ? 'Verified and secure.' : 'Verified; the certificate is being issued.',
  };
}
