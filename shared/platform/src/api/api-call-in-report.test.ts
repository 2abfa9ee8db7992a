import { apiCallInReport } from './api-call-in-report';

describe('apiCallInReport', () => {
  it.each([
    ['/v1/customers/CUST-4711/bonus-points/balance', '/v1/customers/{customerId}/bonus-points/balance'],
    ['/v1/customers/C%2F1/account-overview', '/v1/customers/{customerId}/account-overview'],
    ['customers/CUST-4711', 'customers/{customerId}'],
    ['https://api.example/bff/v1/customers/CUST-4711/account-overview', 'https://api.example/bff/v1/customers/{customerId}/account-overview'],
    ['/v1/pet-type/site/1?shop_user_id=U-77&customer_id=C-1001', '/v1/pet-type/site/1'],
    ['/content/pages/homepage#top', '/content/pages/homepage'],
    ['/v1/sites/1/audiences', '/v1/sites/1/audiences'],
    ['/v1/mycustomers/keep', '/v1/mycustomers/keep'],
    ['', ''],
  ])('reports %s as %s', (url, reported) => {
    expect(apiCallInReport(url)).toBe(reported);
  });
});
