// Types for the build helpers (the implementation is CommonJS so rspack configs can require it).

type AppName = 'shell' | 'course' | 'shots' | 'podcast' | 'account' | 'forms' | 'admin';

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  treeShaking?: { mode: 'runtime-infer' | 'server-calc'; usedExports: string[] };
}

declare const buildHelpers: {
  createRspackConfig(options: {
    dir: string;
    app: AppName;
    env?: Record<string, string | number | boolean>;
    exposes?: Record<string, string>;
  }): Record<string, unknown>;
  /** The shell's page loader (shell/src/start-up/boot.ts), built after the shell, whose page it rewrites to name it. */
  createBootRspackConfig(options: { dir: string }): Record<string, unknown>;
  createSharedConfig(appDir: string, options?: { treeShaking?: boolean }): Record<string, SharedEntry>;
  /** Where a production build takes React Router from (its production files), for `resolve.alias`. */
  reactRouterProductionAliases(appRequire: NodeJS.Require): Record<string, string>;
  precompressFolder(dir: string): Promise<number>;
  PrecompressPlugin: new () => { apply(compiler: unknown): void };
  REMOTE_CONTAINER: Record<Exclude<AppName, 'shell'>, string>;
  DEV_PORTS: Record<AppName, number>;
  OUTPUT_NAMES: { remoteEntry: string; js: string; css: string; asset: string };
  SINGLETON_PACKAGES: string[];
  SHARED_PACKAGE_NAME: '@site/shared';
  /** Package -> exports the site's sources import now; `package:name` -> the files importing it. */
  collectUsedExports(): { exports: Record<string, string[]>; usedBy: Map<string, Set<string>> };
  /** Files statically reachable from the first screen of `/` (shell, shared, home widgets) that import Arco's JavaScript. */
  firstScreenArcoImports(): string[];
  /** Files statically reachable from the public remote pages (course, shots and podcast page maps, the player bar) that import Arco's JavaScript. */
  publicPageArcoImports(): string[];
  /** What `pnpm arco:exports` writes: repository-relative path -> content. */
  generatedFiles(): Map<string, string>;
  /** The checked-in lists the builds tree-shake to: package -> exports. */
  readCheckedInExports(): Record<string, string[]>;
};

export = buildHelpers;
