// Stand-ins for what jsdom lacks or fixes: an IntersectionObserver the test moves elements in
// and out of view with, and a tab the test hides and shows.

/** Every observer made, and what each observes. */
export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** The browser's report that `element` entered (or left) the viewport. */
  static report(element: Element, isIntersecting: boolean) {
    for (const observer of FakeIntersectionObserver.all) {
      if (!observer.observed.has(element)) continue;
      const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

let visibility: DocumentVisibilityState = 'visible';

/** Makes `document.visibilityState` the test's to set; `setVisibility` fires the event. */
export function controlVisibility(spy: (get: () => DocumentVisibilityState) => void): void {
  visibility = 'visible';
  spy(() => visibility);
}

export function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}
