import { getApiClient, reportError } from '@storefront/platform';

/** Simulated log-in: the sample backend sets the cid and zt_id cookies of a sample customer. */
export async function logIn(customer = 'default'): Promise<void> {
  try {
    await getApiClient('bff', 'shell').post('/session/login', { customer });
    window.location.reload();
  } catch (error) {
    reportError(error, { operation: 'logIn' });
  }
}

export async function logOut(): Promise<void> {
  try {
    await getApiClient('bff', 'shell').post('/session/logout', {});
    window.location.reload();
  } catch (error) {
    reportError(error, { operation: 'logOut' });
  }
}
