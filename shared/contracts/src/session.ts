/** The customer id of a logged-in shopper (set by the shop's session; read by the platform and first views). */
export const CUSTOMER_ID_COOKIE = 'cid';
/** The shop user id, which anonymous visitors have too. */
export const SHOP_USER_ID_COOKIE = 'zt_id';
/** The shopper's audiences, set by the audiences API when asked with set_cookie=true (only with consent). */
export const AUDIENCES_COOKIE = 'sf_audiences';
