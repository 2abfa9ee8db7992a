// Stands in for axios's progress helpers (and the speedometer and throttle they bring): the fetch adapter calls them
// only for a request with onUploadProgress or onDownloadProgress, which no storefront call sets.
function unsupported() {
  throw new Error('The storefront API client reports no upload or download progress');
}

export const progressEventReducer = unsupported;
export const progressEventDecorator = unsupported;
export const asyncDecorator = unsupported;
