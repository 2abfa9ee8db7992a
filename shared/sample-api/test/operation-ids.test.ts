import { documentedOperationIds, operationIdOf, operationIdsOf } from '../src/http/operation-ids';
import { registeredRoutes } from '../src/server';
import { testServer } from './helpers/server';

const document = `
paths:
  /v1/customers/{customerId}/account-overview:
    parameters:
      - { name: customerId, in: path, required: true }
    get: { operationId: getAccountOverview }
  /__faults:
    get: { operationId: listFaults }
    delete: { operationId: clearFaults }
`;

describe('operationIdOf', () => {
  const ids = operationIdsOf(document);

  test.each([
    ['GET', '/v1/customers/:customerId/account-overview', 'getAccountOverview'],
    ['HEAD', '/v1/customers/:customerId/account-overview', 'getAccountOverview'],
    ['DELETE', '/__faults', 'clearFaults'],
    ['POST', '/__faults', undefined],
    ['GET', '/not-documented/:id', undefined],
  ])('%s %s -> %s', (method, route, operationId) => {
    expect(operationIdOf(ids, method, route)).toBe(operationId);
  });

  test('names the operation of every route with a path parameter of the sample backend', async () => {
    const { app } = await testServer();
    const documented = documentedOperationIds();
    const withParameters = registeredRoutes(app).filter(({ url }) => url.includes(':'));
    expect(withParameters.filter(({ method, url }) => operationIdOf(documented, method, url) === undefined)).toEqual([]);
    expect(operationIdOf(documented, 'GET', '/v1/shop/redirect/options/:domain/:locale/:language')).toBe('getRedirectOptions');
    await app.close();
  });
});
