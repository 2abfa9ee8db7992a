import { isHexColour, textColourOn } from './banner-colours';

describe('banner colours', () => {
  it('accepts only hex colours', () => {
    expect(isHexColour('#1F2A44')).toBe(true);
    expect(isHexColour('#fff')).toBe(true);
    expect(isHexColour('red; background:url(x)')).toBe(false);
    expect(isHexColour('#12345')).toBe(false);
  });

  it('puts white text on dark backgrounds and dark text on light ones', () => {
    expect(textColourOn('#1F2A44')).toBe('#ffffff');
    expect(textColourOn('#000')).toBe('#ffffff');
    expect(textColourOn('#FFF1D6')).toBe('#1d3240');
    expect(textColourOn('#F2C14E')).toBe('#1d3240');
  });
});
