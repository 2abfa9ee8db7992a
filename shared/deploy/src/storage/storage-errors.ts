/** The storage refused the credential for what was asked (a squad's credential used for another fragment). */
export class StorageAccessDeniedError extends Error {
  override name = 'StorageAccessDeniedError';
}

/** The storage did not answer (down, unreachable, too slow). */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

/** A release in the store whose file differs from the build of the same name (it was changed after publishing). */
export class ReleaseMismatchError extends Error {
  override name = 'ReleaseMismatchError';
}
