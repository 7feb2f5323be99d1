/** A stand-in IntersectionObserver the test drives by hand: `showAll(ratio)` reports every observed element. */
export class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  readonly thresholds: number[];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    TestIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }

  /** Reports `ratio` visibility for every element any observer still watches. */
  static showAll(ratio: number) {
    for (const observer of TestIntersectionObserver.instances) {
      if (observer.elements.size === 0) continue;
      const entries = [...observer.elements].map(
        (target) =>
          ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
