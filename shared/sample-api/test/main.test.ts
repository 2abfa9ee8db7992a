// The port of the sample backend run alone (`npm start -w @storefront/sample-api`): the rules of `npm start`'s servers.
import { listenPort } from '../src/main';

describe('the sample backend run alone', () => {
  test('listens on 8090 by default', () => {
    expect(listenPort({})).toBe(8090);
  });

  test('listens on SAMPLE_API_PORT', () => {
    expect(listenPort({ SAMPLE_API_PORT: '9090', STOREFRONT_PORT_OFFSET: '100' })).toBe(9090);
  });

  test('shifts its default port by STOREFRONT_PORT_OFFSET, beside a storefront on shifted ports', () => {
    expect(listenPort({ STOREFRONT_PORT_OFFSET: '100' })).toBe(8190);
  });

  test('listens on PORT before any of them', () => {
    expect(listenPort({ PORT: '7000', SAMPLE_API_PORT: '9090', STOREFRONT_PORT_OFFSET: '100' })).toBe(7000);
  });
});
