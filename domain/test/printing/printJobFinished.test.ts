import { describe, expect, it } from 'vitest';
import { PRINT_JOB_STATUSES, printJobIsFinished } from '../../src/printing';

describe('a finished print job', () => {
  it('is printed, failed for good, or moved to a backup printer; queued and sent jobs are not', () => {
    expect(PRINT_JOB_STATUSES.filter(printJobIsFinished)).toEqual(['success', 'failure', 'rerouted']);
  });
});
