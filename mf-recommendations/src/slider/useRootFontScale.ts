import { useEffect, useState } from 'react';
import { readRootFontScale, type RootFontScale } from './slides-per-view';

/** The root font scale (1, 1.5 or 2), read again when the window is resized (zoom and text size changes). */
export function useRootFontScale(): RootFontScale {
  const [scale, setScale] = useState<RootFontScale>(readRootFontScale);
  useEffect(() => {
    const update = () => setScale(readRootFontScale());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return scale;
}
