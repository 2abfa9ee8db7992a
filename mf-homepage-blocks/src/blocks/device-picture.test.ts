import { hasDevicePicture, type DevicePictures } from './device-picture';

const none: DevicePictures = { desktop: { src: undefined, alt: 'Hund' }, tablet: { src: null, alt: null }, mobile: { src: '', alt: '' } };

describe('hasDevicePicture', () => {
  it('has none when no device has a usable URL (missing, null, blank or too long)', () => {
    expect(hasDevicePicture(none)).toBe(false);
    expect(hasDevicePicture({ ...none, mobile: { src: '   ', alt: 'Hund' } })).toBe(false);
    expect(hasDevicePicture({ ...none, tablet: { src: `/images/${'a'.repeat(3000)}.jpg`, alt: 'Hund' } })).toBe(false);
  });

  it.each(['desktop', 'tablet', 'mobile'] as const)('has one when the %s picture has a URL', (device) => {
    expect(hasDevicePicture({ ...none, [device]: { src: ' /images/content/dog.jpg ', alt: null } })).toBe(true);
  });
});
