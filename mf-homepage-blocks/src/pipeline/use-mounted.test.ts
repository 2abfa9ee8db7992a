import { renderHook } from '@testing-library/react';
import { useMounted } from './use-mounted';

describe('useMounted', () => {
  it('is true while mounted, the same ref on every render, and false once unmounted', () => {
    const { result, rerender, unmount } = renderHook(() => useMounted());
    const mounted = result.current;
    expect(mounted.current).toBe(true);
    rerender();
    expect(result.current).toBe(mounted);
    expect(mounted.current).toBe(true);
    unmount();
    expect(mounted.current).toBe(false);
  });

  it('is true again after a remount of the same component (StrictMode unmounts and remounts every effect once)', () => {
    const { result, unmount } = renderHook(() => useMounted(), { reactStrictMode: true });
    expect(result.current.current).toBe(true);
    unmount();
    expect(result.current.current).toBe(false);
  });
});
