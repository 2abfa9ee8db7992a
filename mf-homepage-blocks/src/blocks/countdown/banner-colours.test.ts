import { bannerColours, textColourOn } from './banner-colours';

const opaque = (red: number, green: number, blue: number) => ({ red, green, blue, alpha: 1 });

describe('banner colours', () => {
  it('puts white text on dark backgrounds and dark text on light ones', () => {
    expect(textColourOn(opaque(0x1f, 0x2a, 0x44))).toBe('#ffffff');
    expect(textColourOn(opaque(0, 0, 0))).toBe('#ffffff');
    expect(textColourOn(opaque(0xff, 0xf1, 0xd6))).toBe('#1d3240');
    expect(textColourOn(opaque(0xf2, 0xc1, 0x4e))).toBe('#1d3240');
  });

  it('judges a see-through background as it shows on the light page', () => {
    expect(textColourOn({ red: 0, green: 0, blue: 0, alpha: 0.9 })).toBe('#ffffff');
    expect(textColourOn({ red: 0, green: 0, blue: 0, alpha: 0.1 })).toBe('#1d3240');
  });

  it('writes the background anew from its numbers, with the text colour for it', () => {
    expect(bannerColours('#1F2A44')).toEqual({ backgroundColor: '#1f2a44', color: '#ffffff' });
    expect(bannerColours('  RGB(255 241 214 / 50%) ')).toEqual({ backgroundColor: 'rgba(255, 241, 214, 0.5)', color: '#1d3240' });
    expect(bannerColours('navy')).toEqual({ backgroundColor: '#000080', color: '#ffffff' });
  });

  it('has none for a text that is no colour', () => {
    expect(bannerColours('red; background:url(x)')).toBeUndefined();
    expect(bannerColours('#12345')).toBeUndefined();
  });
});
