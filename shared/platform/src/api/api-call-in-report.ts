/** The path segment after `customers/`: the customer id of calls such as `/v1/customers/{customerId}/account-overview`. */
const CUSTOMER_ID_SEGMENT = /(^|\/)customers\/[^/]+/g;

/**
 * An API call's URL as logs and the error collector may see it: without query string and fragment (they carry the
 * shopper's ids and other data) and with the customer id in the path replaced by `{customerId}`. Every message or
 * report that names the URL of an API call goes through here.
 */
export function apiCallInReport(url: string): string {
  const [path = ''] = url.split(/[?#]/, 1);
  return path.replace(CUSTOMER_ID_SEGMENT, '$1customers/{customerId}');
}
