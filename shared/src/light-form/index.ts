// Arco's Form look for pages whose form is the page (the health forms): Arco's markup and classes, none of its
// JavaScript. A subpath of its own, apart from page-kit: its stylesheets (Form, Input, Checkbox) reach only the
// remotes that import it, not every page-kit user's first paint.
export * from './light-checkbox-group';
export * from './light-form';
export * from './light-input';
