/**
 * Stops the page from scrolling (wheel, touch, keys) until the returned undo. A classic scrollbar keeps its place
 * (`scrollbar-gutter`), so the page does not widen under the dialog when it goes.
 */
export function lockPageScroll(): () => void {
  const { style } = document.documentElement;
  const { overflow, scrollbarGutter } = style;
  style.overflow = 'hidden';
  if (window.innerWidth > document.documentElement.clientWidth) style.scrollbarGutter = 'stable';
  return () => {
    style.overflow = overflow;
    style.scrollbarGutter = scrollbarGutter;
  };
}
