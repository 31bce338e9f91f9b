// jsdom has no canvas: a 2D context whose drawing calls do nothing lets signature_pad run for real
// (it records points from the pointer events; only the pixels are missing).
export function installFakeCanvas(dataUrl: string): void {
  const context = new Proxy(
    {},
    {
      get: (_target, property) => (property === 'canvas' ? undefined : () => undefined),
      set: () => true,
    },
  );
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => context });
  Object.defineProperty(HTMLCanvasElement.prototype, 'toDataURL', { configurable: true, value: () => dataUrl });
}
