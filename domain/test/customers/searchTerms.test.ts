import { describe, expect, it } from 'vitest';
import { personSearchTerms, searchTermOf } from '../../src';

describe('search terms', () => {
  it('find people by the start of a name, email or phone number', () => {
    const terms = personSearchTerms({ name: 'Sam Lee', email: 'Sam@Example.com', mobile: '+61412345678' });
    for (const term of ['sa', 'sam', 'le', 'lee', 'sam@example.com', '+6141', '6141', '0412', '0412345678'])
      expect(terms).toContain(term);
    expect(searchTermOf('  Lee ')).toBe('lee');
    expect(searchTermOf('0412 345')).toBe('0412345');
    expect(searchTermOf('s')).toBeUndefined();
  });
});
