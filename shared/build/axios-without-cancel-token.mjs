// Stands in for axios's CancelToken (axios.CancelToken, deprecated since axios 0.22 for AbortController), which no
// storefront call uses: a call is given up by its time-out or an AbortSignal (`signal`). Fails loudly if used.
export default class CancelToken {
  constructor() {
    throw new Error('The storefront API client cancels with an AbortSignal (`signal`), not with a CancelToken');
  }

  static source() {
    return new CancelToken();
  }
}
