import { storageDevSettings } from './storage-dev';

// `npm run storage:dev` takes its port by the rules of every server of the storefront (ports.ts).
describe('npm run storage:dev', () => {
  it('listens on 10000 by default', () => {
    expect(storageDevSettings({}).port).toBe(10_000);
  });

  it('listens on STORAGE_DEV_PORT', () => {
    expect(storageDevSettings({ STORAGE_DEV_PORT: '10500', STOREFRONT_PORT_OFFSET: '100' }).port).toBe(10_500);
  });

  it('shifts its default port by STOREFRONT_PORT_OFFSET, beside a storefront on shifted ports', () => {
    expect(storageDevSettings({ STOREFRONT_PORT_OFFSET: '100' }).port).toBe(10_100);
  });

  it('provisions STORAGE_DEV_NAMESPACE, else storefront', () => {
    expect(storageDevSettings({}).namespace).toBe('storefront');
    expect(storageDevSettings({ STORAGE_DEV_NAMESPACE: 'mine' }).namespace).toBe('mine');
  });
});
