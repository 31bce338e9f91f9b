/** @jest-environment node */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { reactRouterProductionAliases } from '@site/shared/build';

describe("the production build's React Router", () => {
  it('comes from the production files React Router ships, not the development ones its exports name', () => {
    const alias = reactRouterProductionAliases(createRequire(join(__dirname, '../../package.json')));
    expect(alias['react-router$']).toMatch(/react-router\/dist\/production\/index\.mjs$/);
    expect(alias['react-router/dom$']).toMatch(/react-router\/dist\/production\/dom-export\.mjs$/);
    for (const file of Object.values(alias)) expect(existsSync(file)).toBe(true);
  });
});
