// jsdom has no canvas: a 2D context whose drawing calls do nothing lets signature_pad run for real
// (it records points from the pointer events; only the pixels are missing), and the typed signature draw its text.
export function installFakeCanvas(dataUrl: string): void {
  const context = new Proxy(
    {},
    {
      get: (_target, property) => {
        if (property === 'canvas') return undefined;
        // The typed signature measures its text to fit it: no glyphs, no width.
        if (property === 'measureText') return () => ({ width: 0 });
        return () => undefined;
      },
      set: () => true,
    },
  );
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => context });
  Object.defineProperty(HTMLCanvasElement.prototype, 'toDataURL', { configurable: true, value: () => dataUrl });
}
