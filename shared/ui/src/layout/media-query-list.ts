let made: { matchMedia: Window['matchMedia']; lists: Map<string, MediaQueryList> } | undefined;

/**
 * The window's MediaQueryList of `query`, made once: its `matches` stays current and its change events come all the
 * same. `window.matchMedia` makes and evaluates a new list on every call, and carousels ask their breakpoints and
 * motion queries on every mount and render: 10-11 ms of a low-end phone's long tasks while scrolling the homepage.
 * Made afresh when `window.matchMedia` itself is replaced (tests fake it). Browser only.
 */
export function mediaQueryList(query: string): MediaQueryList {
  if (made?.matchMedia !== window.matchMedia) made = { matchMedia: window.matchMedia, lists: new Map() };
  let list = made.lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    made.lists.set(query, list);
  }
  return list;
}
