import { join } from 'node:path';
import { REMOTE_CONTAINER as CONTRACT_CONTAINERS } from '@site/shared';
import { REMOTE_CONTAINER, createSharedConfig } from '@site/shared/build';
import sharedPackage from '../../../../shared/package.json';

const APP_DIRS = ['shell', 'mfe-course', 'mfe-shots', 'mfe-podcast', 'mfe-account', 'mfe-forms', 'mfe-admin'].map((dir) =>
  join(__dirname, '../../../..', dir),
);

describe('Module Federation shared singletons (one config for every build)', () => {
  it.each(APP_DIRS)('%s shares the same singletons, each required at its package.json range', (dir) => {
    const shared = createSharedConfig(dir);
    expect(Object.keys(shared).sort()).toEqual(
      [
        '@arco-design/web-react',
        '@site/shared',
        'axios',
        'dayjs',
        'jotai',
        'react',
        'react-dom',
        'react-dom/',
        'react-router',
        'react-router-dom',
        'react/',
      ].sort(),
    );
    for (const entry of Object.values(shared)) {
      expect(entry.singleton).toBe(true);
      expect(entry.requiredVersion).toMatch(/^[\^~]?\d+\.\d+\.\d+/);
    }
  });

  it('shares the workspace library under its real semver version', () => {
    const shared = createSharedConfig(APP_DIRS[0]);
    expect(shared['@site/shared'].version).toBe(sharedPackage.version);
  });

  it('names the containers exactly as the shared contract does', () => {
    expect(REMOTE_CONTAINER).toEqual(CONTRACT_CONTAINERS);
  });
});
