/** Why the storefront could not show a menu, in words for the customer (and the HTTP status, if any). */
export class StorefrontMenuError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'StorefrontMenuError';
  }
}
