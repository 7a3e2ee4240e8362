import { describe, expect, it } from 'vitest';
import { nextSmsSenderRegistrationStep, ZSmsSenderRegistration } from '../../src';

describe('SMS sender registration', () => {
  it('SMS sender registration walks five steps in order', () => {
    const fresh = ZSmsSenderRegistration.parse({});
    expect(nextSmsSenderRegistrationStep(fresh)).toBe('downloadAbnCertificate');
    const halfway = ZSmsSenderRegistration.parse({
      downloadAbnCertificate: { done: true },
      thirdPartyLetter: { done: true },
    });
    expect(nextSmsSenderRegistrationStep(halfway)).toBe('compressDocuments');
    const done = ZSmsSenderRegistration.parse(
      Object.fromEntries(
        [
          'downloadAbnCertificate',
          'thirdPartyLetter',
          'compressDocuments',
          'submitForm',
          'confirmApproval',
        ].map((step) => [step, { done: true }]),
      ),
    );
    expect(nextSmsSenderRegistrationStep(done)).toBeUndefined();
  });
});
