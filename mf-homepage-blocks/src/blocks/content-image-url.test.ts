import { MAX_URL_LENGTH as MAX_IMAGE_URL_LENGTH } from '@storefront/platform';
import { contentImageUrl } from './content-image-url';

describe('contentImageUrl', () => {
  it('trims a picture URL', () => {
    expect(contentImageUrl(' /images/content/hero.jpg\n')).toBe('/images/content/hero.jpg');
  });

  it.each([null, undefined, '', '   '])('has no picture for %p', (url) => {
    expect(contentImageUrl(url)).toBeUndefined();
  });

  it(`takes URLs up to ${MAX_IMAGE_URL_LENGTH} characters and refuses longer ones`, () => {
    const prefix = '/images/content/';
    const longest = `${prefix}${'a'.repeat(MAX_IMAGE_URL_LENGTH - prefix.length - 4)}.jpg`;
    expect(contentImageUrl(longest)).toBe(longest);
    expect(contentImageUrl(`${longest}x`)).toBeUndefined();
  });
});
