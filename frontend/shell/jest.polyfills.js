// jsdom lacks the layout observers that embla-carousel uses; these do nothing, as jsdom has no layout.
class NoLayoutObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= NoLayoutObserver;
globalThis.ResizeObserver ??= NoLayoutObserver;
