import { setViewportWidth } from './viewport-width';

describe('setViewportWidth', () => {
  const resizes: number[] = [];
  const onResize = () => resizes.push(window.innerWidth);
  beforeAll(() => window.addEventListener('resize', onResize));
  afterAll(() => window.removeEventListener('resize', onResize));

  it('makes the window that wide, tells the page with a resize event and answers width media queries from it', () => {
    setViewportWidth(599);
    setViewportWidth(600);
    expect(window.innerWidth).toBe(600);
    expect(resizes).toEqual([599, 600]);
    expect(window.matchMedia('(min-width: 600px)').matches).toBe(true);
    expect(window.matchMedia('(min-width: 601px)').matches).toBe(false);
  });

  it('gives the next test the window it had before', () => {
    expect(window.innerWidth).toBe(1024);
  });
});
