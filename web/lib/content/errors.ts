/** The content backend could not answer: the dataset is missing or corrupt, or Sanity is unreachable. */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError';
}
