import { fireEvent } from '@testing-library/react';

/**
 * Draws one stroke through the given x positions (y fixed), as a mouse would: signature_pad
 * listens to pointer events where the browser has them, else to mouse events.
 */
export function drawStroke(canvas: HTMLElement, xs: number[], y = 50): void {
  const pointer = typeof window.PointerEvent === 'function';
  const [first, ...rest] = xs;
  const last = rest.pop() ?? first;
  const at = (x: number, buttons: number) => ({ clientX: x, clientY: y, buttons, pointerId: 1, isPrimary: true });
  if (pointer) {
    fireEvent.pointerDown(canvas, at(first, 1));
    for (const x of rest) fireEvent.pointerMove(window, at(x, 1));
    fireEvent.pointerUp(window, at(last, 0));
  } else {
    fireEvent.mouseDown(canvas, at(first, 1));
    for (const x of rest) fireEvent.mouseMove(window, at(x, 1));
    fireEvent.mouseUp(window, at(last, 0));
  }
}
