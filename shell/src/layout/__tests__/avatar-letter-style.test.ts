import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// jsdom applies no stylesheets, so the cascade is checked where it is decided: the selector. Arco's
// Avatar sheet (`.arco-avatar`: light grey, white text) arrives with a remote or the user menu, after
// the shell's; a rule of one class loses to it by order, and a member without a picture (every sso
// member at first) got a white letter on grey.
test('the letter avatar’s blue outranks Arco’s .arco-avatar whatever order the sheets load in', () => {
  const css = readFileSync(join(__dirname, '../site-layout.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].filter(([, selector, body]) => selector.includes('site-avatar-letter') && /background(-color)?\s*:/.test(body));
  expect(rules).toHaveLength(1);
  const classCounts = rules[0][1].split(',').map((selector) => (selector.match(/\.[\w-]+/g) ?? []).length);
  for (const classes of classCounts) expect(classes).toBeGreaterThan(1);
});
