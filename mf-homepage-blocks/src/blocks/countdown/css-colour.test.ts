import { cssColourText, parseCssColour } from './css-colour';

const rgba = (red: number, green: number, blue: number, alpha = 1) => ({ red, green, blue, alpha });

describe('parseCssColour', () => {
  it.each([
    ['#fff', rgba(255, 255, 255)],
    ['#0f08', rgba(0, 255, 0, 0x88 / 255)],
    ['#1F2A44', rgba(31, 42, 68)],
    ['#1F2A4480', rgba(31, 42, 68, 0x80 / 255)],
    ['rgb(31, 42, 68)', rgba(31, 42, 68)],
    ['rgba(31,42,68,0.5)', rgba(31, 42, 68, 0.5)],
    ['rgb(31 42 68 / 50%)', rgba(31, 42, 68, 0.5)],
    ['rgb(100%, 0%, 50%)', rgba(255, 0, 127.5)],
    ['rgb(300, -5, 68)', rgba(255, 0, 68)],
    ['hsl(0, 100%, 50%)', rgba(255, 0, 0)],
    ['hsla(120deg 100% 25% / 0.25)', rgba(0, 127.5, 0, 0.25)],
    ['hsl(0.5turn 100% 50%)', rgba(0, 255, 255)],
    ['Navy', rgba(0, 0, 128)],
    ['rebeccapurple', rgba(102, 51, 153)],
    [' white ', rgba(255, 255, 255)],
  ])('reads %s', (text, expected) => {
    const colour = parseCssColour(text);
    expect(colour).toBeDefined();
    (['red', 'green', 'blue', 'alpha'] as const).forEach((channel) => expect(colour?.[channel]).toBeCloseTo(expected[channel], 5));
  });

  it.each([
    '',
    '#12345',
    '#ggg',
    'red;position:fixed',
    'red; background-image: url(x)',
    'url(https://evil.example/x.png)',
    'expression(alert(1))',
    'var(--brand)',
    'rgb(1, 2)',
    'rgb(1, 2, 3, 4, 5)',
    'rgb(1 2 3 /)',
    'rgb(1deg, 2, 3)',
    'rgb(calc(1), 2, 3)',
    'rgb(1, 2, 3) red',
    'hsl(10%, 50%, 50%)',
    'transparent',
    'currentcolor',
    'constructor',
    'blau',
    `#${'f'.repeat(200)}`,
  ])('refuses %s', (text) => {
    expect(parseCssColour(text)).toBeUndefined();
  });
});

describe('cssColourText', () => {
  it('writes an opaque colour as #rrggbb and a see-through one as rgba()', () => {
    expect(cssColourText(rgba(31, 42, 68))).toBe('#1f2a44');
    expect(cssColourText(rgba(0, 127.5, 0, 0.25))).toBe('rgba(0, 128, 0, 0.25)');
    expect(cssColourText(rgba(0, 0, 0, 1 / 3))).toBe('rgba(0, 0, 0, 0.333)');
  });
});
