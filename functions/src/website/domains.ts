import { randomBytes } from 'node:crypto';
import {
  type DomainRecord,
  type DomainRequest,
  domainCheckOutcome,
  verificationRecordOf,
  ZDomainRecord,
} from '@resto/domain';
import { nowIso, runContendedTransaction } from '../admin';
import { websiteHostingTarget } from '../config';
import { restaurantDoc, storeDoc } from '../firestore/paths';
import { ConflictError, FieldError, NotFoundError, UpstreamError } from '../http/errors';
import { DnsUnavailableError, dnsPort } from '../integrations/dns';
import { domainDoc } from './paths';

async function checkSiteExists(request: DomainRequest): Promise<void> {
  const restaurant = await restaurantDoc(request.restaurantId).get();
  if (!restaurant.exists) throw new FieldError('restaurantId', 'There is no restaurant with this id.');
  if (request.storeId && !(await storeDoc(request.restaurantId, request.storeId).get()).exists)
    throw new FieldError('storeId', 'This restaurant has no store with this id.');
}

/** `create`: a new domain with a fresh verification token; 409 when the name is taken. */
export async function createDomain(
  domainName: string,
  request: DomainRequest,
  uid: string,
): Promise<DomainRecord> {
  await checkSiteExists(request);
  const ref = domainDoc(domainName);
  return runContendedTransaction(async (tx) => {
    if ((await tx.get(ref)).exists)
      throw new ConflictError(`${domainName} is already set up. Edit it instead.`, 'Domain Already Added');
    const now = nowIso();
    const record: DomainRecord = {
      domainName,
      restaurantId: request.restaurantId,
      storeId: request.storeId,
      verification: { token: randomBytes(12).toString('hex'), state: 'pending' },
      certificate: { state: 'waitingForVerification' },
      createdByUid: uid,
      createdIsoDateTimeUtc: now,
      updatedIsoDateTimeUtc: now,
    };
    tx.create(ref, record);
    return record;
  });
}

/** `edit`: which site the domain serves (its verification stays). */
export async function updateDomain(domainName: string, request: DomainRequest): Promise<DomainRecord> {
  await checkSiteExists(request);
  const ref = domainDoc(domainName);
  return runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new NotFoundError(`${domainName} is not set up.`);
    const record = ZDomainRecord.parse(snapshot.data());
    const next: DomainRecord = { ...record, ...request, updatedIsoDateTimeUtc: nowIso() };
    tx.set(ref, next);
    return next;
  });
}

export async function deleteDomain(domainName: string): Promise<void> {
  const ref = domainDoc(domainName);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new NotFoundError(`${domainName} is not set up.`);
  await ref.delete();
}

/** Looks the domain up in DNS and records what it found: verification and certificate state. */
export async function checkDomain(domainName: string): Promise<DomainRecord & { message: string }> {
  const ref = domainDoc(domainName);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new NotFoundError(`${domainName} is not set up.`);
  const record = ZDomainRecord.parse(snapshot.data());
  const dns = dnsPort();
  const target = websiteHostingTarget.value().toLowerCase();
  let txt: string[];
  let pointsAtUs: boolean;
  try {
    const [records, cnames] = await Promise.all([
      dns.lookup(verificationRecordOf(domainName, record.verification.token).name, 'TXT'),
      dns.lookup(domainName, 'CNAME'),
    ]);
    txt = records;
    pointsAtUs = cnames.some((cname) => cname.toLowerCase() === target);
  } catch (error) {
    if (error instanceof DnsUnavailableError) throw new UpstreamError(error.message);
    throw error;
  }
  const outcome = domainCheckOutcome(record, { txt, pointsAtUs });
  const now = nowIso();
  return runContendedTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw new NotFoundError(`${domainName} is not set up.`);
    const latest = ZDomainRecord.parse(current.data());
    const next: DomainRecord = {
      ...latest,
      verification: {
        ...latest.verification,
        state: outcome.verification,
        checkedIsoDateTimeUtc: now,
        message: outcome.message,
      },
      certificate: { state: outcome.certificate, updatedIsoDateTimeUtc: now },
      updatedIsoDateTimeUtc: now,
    };
    tx.set(ref, next);
    return { ...next, message: outcome.message };
  });
}
