// What jsdom lacks and the components' libraries use: Radix's checkbox and the admin panel's scroll edges measure
// themselves with ResizeObserver (nothing is ever resized in a test, so it never calls back).
if (typeof window !== "undefined") {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
