// Stands in for axios's stream tracking (trackStream), which the fetch adapter uses only for a request or answer
// counted as it streams: with onUploadProgress / onDownloadProgress (see axios-without-progress.mjs), a
// maxContentLength / maxBodyLength or a `stream` / `response` responseType, none of which a storefront call sets.
// Should a call ever reach it, it fails loudly instead of sending or reading something else.
export function trackStream() {
  throw new Error('The storefront API client reads whole JSON answers: no progress, size limits or streamed bodies');
}
