import type { BookingProblem } from '@resto/domain';
import { HttpError } from '../http/errors';

/**
 * A booking or floor catalogue entry (domain BOOKING_ERRORS, TABLE_FLOOR_ERRORS) answered with its
 * status, title and words.
 */
export class BookingConflictError extends HttpError {
  constructor(entry: { httpStatus: number; title: string; message: string }) {
    super(entry.httpStatus, entry.title, entry.message);
  }
}

/** What the guest must change, field by field: answered like a zod failure (400 with `issues`). */
export class BookingProblemsError extends HttpError {
  constructor(readonly problems: readonly BookingProblem[]) {
    super(400, 'Invalid request', problems[0]?.message ?? 'Please check the booking.');
  }
}
