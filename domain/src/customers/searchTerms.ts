/**
 * Firestore cannot search inside text, so documents that admins search (customers, loyalty cards)
 * carry `searchTerms`: the lower-case words of their name, email and phone number and every prefix of
 * those words from two characters on. A search then is one `array-contains` on the first word typed.
 */

const MIN_PREFIX = 2;
const MAX_PREFIX = 20;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}@.+]+/u)
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
}

function prefixes(word: string): string[] {
  const found: string[] = [];
  for (let length = MIN_PREFIX; length <= Math.min(word.length, MAX_PREFIX); length++)
    found.push(word.slice(0, length));
  return found;
}

/**
 * Terms for a person: their name's words, the email and its part before '@', and the phone number
 * with and without '+' and in its national form (+61412… → 0412…).
 */
export function personSearchTerms(person: { name?: string; email?: string; mobile?: string }): string[] {
  const terms = new Set<string>();
  const add = (word: string) => {
    for (const prefix of prefixes(word)) terms.add(prefix);
  };
  for (const word of words(person.name ?? '')) add(word);
  const email = (person.email ?? '').trim().toLowerCase();
  if (email !== '') {
    add(email);
    add(email.split('@')[0] ?? '');
  }
  const mobile = (person.mobile ?? '').replace(/[^\d+]/g, '');
  if (mobile !== '') {
    add(mobile);
    add(mobile.replace(/^\+/, ''));
    // +61 412 345 678 → 0412 345 678: how Australians and New Zealanders write their own number.
    const national = /^\+(61|64)(\d+)$/.exec(mobile);
    if (national?.[2]) add(`0${national[2]}`);
  }
  return [...terms].sort();
}

/**
 * The term to look up for what an admin typed: a phone number without its spaces, else the first
 * word, lower case; undefined ("show everyone") for less than two characters.
 */
export function searchTermOf(search: string): string | undefined {
  const trimmed = search.trim();
  const phone = /^[+\d][\d\s]*$/.test(trimmed) ? trimmed.replace(/\s+/g, '') : undefined;
  const first = phone ?? words(trimmed)[0];
  if (!first || first.length < MIN_PREFIX) return undefined;
  return first.slice(0, MAX_PREFIX);
}
