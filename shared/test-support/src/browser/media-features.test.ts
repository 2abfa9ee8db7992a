import { setMediaFeatures } from './media-features';
import { setViewportWidth } from './viewport-width';

describe('setMediaFeatures', () => {
  it('answers reduced motion and hover as told, and widths from the window', () => {
    setViewportWidth(390);
    setMediaFeatures({ reducedMotion: true, touchOnly: true });
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    expect(window.matchMedia('(hover: none)').matches).toBe(true);
    expect(window.matchMedia('(hover: hover)').matches).toBe(false);
    expect(window.matchMedia('(min-width: 544px)').matches).toBe(false);
    setViewportWidth(800);
    expect(window.matchMedia('(min-width: 544px)').matches).toBe(true);
  });

  it('has no reduced motion and a pointer that hovers unless told', () => {
    setMediaFeatures();
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(false);
    expect(window.matchMedia('(hover: none)').matches).toBe(false);
  });

  it('tells the listeners of a query whose answer changes, and only those', () => {
    const features = setMediaFeatures();
    const motion = jest.fn();
    const hover = jest.fn();
    const list = window.matchMedia('(prefers-reduced-motion: reduce)');
    list.addEventListener('change', motion);
    window.matchMedia('(hover: none)').addEventListener('change', hover);
    features.change({ reducedMotion: true });
    expect(motion).toHaveBeenCalledWith(expect.objectContaining({ matches: true }));
    expect(list.matches).toBe(true);
    expect(hover).not.toHaveBeenCalled();
    list.removeEventListener('change', motion);
    features.change({ reducedMotion: false });
    expect(motion).toHaveBeenCalledTimes(1);
  });

  it("leaves the jest preset's matchMedia behind after the test", () => {
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
  });
});
