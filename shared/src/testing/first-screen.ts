import type { FirstScreenName } from '../contract';
import { keepFirstScreen } from '../first-screen';

/**
 * A part of the first screen as the server draws it (one image), kept as the shell keeps it before its first
 * render, for `pathname`, which becomes the current path.
 */
export function drawFirstScreen(name: FirstScreenName, image: { alt: string; src: string }, pathname = window.location.pathname): void {
  window.history.pushState({}, '', pathname);
  const serverRoot = document.createElement('div');
  const part = serverRoot.appendChild(document.createElement('div'));
  part.dataset.firstScreen = name;
  const img = part.appendChild(document.createElement('img'));
  img.setAttribute('alt', image.alt);
  img.setAttribute('src', image.src);
  keepFirstScreen(serverRoot);
}
