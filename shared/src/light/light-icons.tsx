import type { ReactNode, SVGProps } from 'react';

type LightIconProps = SVGProps<SVGSVGElement>;

/**
 * An Arco icon drawn as Arco draws it (the same element, attributes and `arco-icon arco-icon-<name>` classes, so
 * Arco's styles and a server page taken over by either match) without its package's module per icon: each of those
 * carries its own copy of Babel's object-spread helpers, about 0.65 KB gzipped per icon on the first screen of `/`.
 * Props override the defaults, as Arco's do.
 */
function lightIcon(name: string, shapes: ReactNode) {
  function LightIcon(props: LightIconProps) {
    // Built in Arco's order, so the element's attributes come out in the same order as well.
    const attributes = { 'aria-hidden': true, focusable: false, ...props, className: `${props.className ? `${props.className} ` : ''}arco-icon arco-icon-${name}` };
    return (
      <svg fill="none" stroke="currentColor" strokeWidth="4" viewBox="0 0 48 48" {...attributes}>
        {shapes}
      </svg>
    );
  }
  return LightIcon;
}

export const LightIconLoading = lightIcon('loading', <path d="M42 24c0 9.941-8.059 18-18 18S6 33.941 6 24 14.059 6 24 6" />);

export const LightIconEmpty = lightIcon(
  'empty',
  <path d="M24 5v6m7 1 4-4m-18 4-4-4m28.5 22H28s-1 3-4 3-4-3-4-3H6.5M40 41H8a2 2 0 0 1-2-2v-8.46a2 2 0 0 1 .272-1.007l6.15-10.54A2 2 0 0 1 14.148 18H33.85a2 2 0 0 1 1.728.992l6.149 10.541A2 2 0 0 1 42 30.541V39a2 2 0 0 1-2 2Z" />,
);

export const LightIconCheck = lightIcon('check', <path d="M41.678 11.05 19.05 33.678 6.322 20.95" />);

export const LightIconClose = lightIcon('close', <path d="M9.857 9.858 24 24m0 0 14.142 14.142M24 24 38.142 9.858M24 24 9.857 38.142" />);

export const LightIconExclamation = lightIcon(
  'exclamation',
  <>
    <path d="M23 9H25V30H23z" />
    <path fill="currentColor" stroke="none" d="M23 9H25V30H23z" />
    <path d="M23 37H25V39H23z" />
    <path fill="currentColor" stroke="none" d="M23 37H25V39H23z" />
  </>,
);

export const LightIconUser = lightIcon(
  'user',
  <>
    <path d="M7 37c0-4.97 4.03-8 9-8h16c4.97 0 9 3.03 9 8v3a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1v-3Z" />
    <circle cx="24" cy="15" r="8" />
  </>,
);

export const LightIconSound = lightIcon(
  'sound',
  <>
    <path strokeLinejoin="round" d="m14 16 10-9v34l-10-9H6V16h8Z" />
    <path d="M31.071 16.929c3.905 3.905 3.905 10.237 0 14.142M36.727 11.272c7.03 7.03 7.03 18.426 0 25.456" />
  </>,
);

export const LightIconMenu = lightIcon('menu', <path d="M5 10h38M5 24h38M5 38h38" />);

export const LightIconNotification = lightIcon('notification', <path d="M24 9c7.18 0 13 5.82 13 13v13H11V22c0-7.18 5.82-13 13-13Zm0 0V4M6 35h36m-25 7h14" />);
