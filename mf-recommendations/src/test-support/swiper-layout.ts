/**
 * jsdom lays nothing out, so swiper sees a 0px wide carousel and locks both arrows. Giving swiper containers a
 * width lets swiper compute its slide sizes and snap points as in a browser. Returns a function that undoes it.
 */
export function giveCarouselsWidth(widthPx: number): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('swiper') ? widthPx : 0;
    },
  });
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientWidth', original);
  };
}
