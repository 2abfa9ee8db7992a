// Stands in for axios internals the platform's API client never reaches: they serve data: URLs
// (estimateDataURLDecodedBytes), FormData bodies (formDataToJSON, createMultipartBody) and URL-encoded form bodies
// (toURLEncodedForm), while every storefront call is JSON over http(s). Together they were 1.7 KB gzip of every page.
// Should a call ever reach one, it fails loudly instead of sending something else.
export default function unsupportedByTheStorefrontApiClient() {
  throw new Error('The storefront API client sends JSON to http(s) URLs only: data: URLs, FormData and URL-encoded bodies are not supported');
}
