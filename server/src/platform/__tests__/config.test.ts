import { ConfigError, loadConfig } from '../config';

test('defaults work with an empty environment', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({ PORT: 3000, NODE_ENV: 'development', AUTH_MODE: 'modal', ALLOWED_ORIGINS: [] });
});

test('a bad value stops start-up with a message naming it', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
  expect(() => loadConfig({ ALLOWED_ORIGINS: 'not a url' })).toThrow(/ALLOWED_ORIGINS/);
  expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET: must be at least 32 characters/);
});

test('ALLOWED_ORIGINS is a comma list', () => {
  expect(loadConfig({ ALLOWED_ORIGINS: 'http://localhost:3001, http://127.0.0.1:3001' }).ALLOWED_ORIGINS).toEqual(['http://localhost:3001', 'http://127.0.0.1:3001']);
});
