import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// lazy screen chunks are compiled on first use in tests; give them time
configure({ asyncUtilTimeout: 5000 });

/** jsdom lacks what antd measures with; these no-op stand-ins let components render. */
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class NoopResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: NoopResizeObserver,
    });
    Object.defineProperty(globalThis, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: NoopResizeObserver,
    });
  }
  if (!window.scrollTo) window.scrollTo = () => undefined;
  // jsdom has no canvas: text is not measured here, and a search form keeps its language's least label width
  HTMLCanvasElement.prototype.getContext = () => null;
  const style = window.getComputedStyle;
  // antd asks for pseudo-element styles, which jsdom does not implement
  window.getComputedStyle = (element: Element) => style(element);
}

afterEach(() => {
  cleanup();
});
