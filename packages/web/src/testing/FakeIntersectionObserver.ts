/**
 * An IntersectionObserver a test drives: `enter` reports an element as having come within the
 * observer's margin. happy-dom's never reports anything, so tests set this one up instead.
 */
export class FakeIntersectionObserver {
  static readonly observers: Array<FakeIntersectionObserver> = []
  /** True for the observer the test setup installs, which reports every element as soon as it is observed. */
  static seesEverything = true

  readonly rootMargin: string
  readonly targets = new Set<Element>()

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {}
  ) {
    this.rootMargin = options.rootMargin ?? "0px"
    FakeIntersectionObserver.observers.push(this)
  }

  observe(target: Element): void {
    this.targets.add(target)
    if (FakeIntersectionObserver.seesEverything) this.enter(target)
  }

  unobserve(target: Element): void {
    this.targets.delete(target)
  }

  disconnect(): void {
    this.targets.clear()
  }

  takeRecords(): Array<IntersectionObserverEntry> {
    return []
  }

  /** Reports `target` as within the margin, if it is still observed. */
  enter(target: Element): void {
    if (!this.targets.has(target)) return
    const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}
