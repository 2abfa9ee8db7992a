/**
 * A controllable IntersectionObserver for jsdom (which has none): tests say how much of an element is visible
 * and every observer watching it is called, like a browser would after a scroll.
 */
export class FakeIntersectionObserver implements IntersectionObserver {
  static readonly instances = new Set<FakeIntersectionObserver>();

  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[];
  readonly observed = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const { threshold = 0 } = options;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    FakeIntersectionObserver.instances.add(this);
  }

  observe(element: Element): void {
    this.observed.add(element);
  }

  unobserve(element: Element): void {
    this.observed.delete(element);
  }

  disconnect(): void {
    this.observed.clear();
    FakeIntersectionObserver.instances.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /**
   * Shows `ratio` of the element (0 = out of view) to every observer watching it. Without `geometry` the entry has
   * jsdom's empty rectangle and no root bounds, as in a frame whose root a browser does not disclose.
   */
  static setVisibleRatio(element: Element, ratio: number, geometry?: FakeIntersectionGeometry): void {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      if (observer.observed.has(element)) observer.callback([entryFor(element, ratio, geometry)], observer);
    }
  }

  static observersOf(element: Element): FakeIntersectionObserver[] {
    return [...FakeIntersectionObserver.instances].filter((observer) => observer.observed.has(element));
  }

  static reset(): void {
    FakeIntersectionObserver.instances.clear();
  }
}

/** Sizes in CSS pixels of the observed element and of the root (the window) it is seen in. */
export interface FakeIntersectionGeometry {
  element: { width: number; height: number };
  root: { width: number; height: number };
}

function entryFor(element: Element, ratio: number, geometry: FakeIntersectionGeometry | undefined): IntersectionObserverEntry {
  const rect = geometry ? rectangle(geometry.element.width, geometry.element.height) : element.getBoundingClientRect();
  return {
    target: element,
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    time: 0,
    boundingClientRect: rect,
    intersectionRect: rect,
    rootBounds: geometry ? rectangle(geometry.root.width, geometry.root.height) : null,
  };
}

function rectangle(width: number, height: number): DOMRectReadOnly {
  return { x: 0, y: 0, top: 0, left: 0, width, height, right: width, bottom: height, toJSON: () => ({ width, height }) };
}

/** Installs the fake as the global IntersectionObserver; returns a function that restores the previous one. */
export function installFakeIntersectionObserver(): () => void {
  const previous = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
  FakeIntersectionObserver.reset();
  return () => {
    if (previous) Object.defineProperty(window, 'IntersectionObserver', previous);
    else delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    FakeIntersectionObserver.reset();
  };
}
