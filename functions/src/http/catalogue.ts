/** The shape of an entry of the error catalogue: a short title and a sentence for the user. */
export interface CatalogueError {
  title: string;
  message: string;
}

/** "An Error Occurred", the catalogue's default, for conflicts without a more specific entry. */
export const ORDER_ACTION_ERRORS_FALLBACK: CatalogueError = {
  title: 'An Error Occurred',
  message: 'An unexpected error occurred. Please try again.',
};
