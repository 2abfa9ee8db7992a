/**
 * Calls `callback` in a task of its own after the browser's next paint; returns the function that cancels it. For an
 * effect that reads the layout (`window.scrollY`, a size): the commit that ran the effect has left the layout dirty,
 * so a read there lays the page out at once, inside the effect's task (on the own-brand page on a low-end phone, a
 * slider's effect reading `scrollY` laid out the catalogue's cards: 193 ms of a 208 ms script task). After the paint
 * the layout is clean and the read costs nothing: the layout is left to the frame, done once. Only for effects: it
 * uses `window`.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame's callbacks run just before its paint; a timer set from there runs after it.
  const frame = window.requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
