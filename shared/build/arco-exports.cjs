// The ONE list of exports the site uses from each tree-shaken shared library (Arco, React Router): the
// union over the shell, `shared` and every remote.
//
// Every build shares these libraries tree-shaken to exactly this list (shared-singletons.cjs). The Module
// Federation singleton lookup ignores which exports a copy kept, so a remote must never meet a copy
// pruned to another app's needs: with one union list every build's copy has every export any app imports.
// The shell also loads the per-component CSS of the Arco exports (arco-styles.ts) instead of all of Arco's.
//
// `pnpm arco:exports` regenerates both files; a shell jest test fails while they are out of date.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

const repoRoot = path.resolve(__dirname, '../..');
const ARCO = '@arco-design/web-react';
/** Shared libraries tree-shaken to the site's union of imports. */
const TREE_SHAKEN = [ARCO, 'react-router-dom'];
/** Where front-end code lives (tests, test helpers and server-only code are left out: they never reach a browser bundle). */
const SOURCE_DIRS = ['shell/src', 'shared/src', 'mfe-course/src', 'mfe-shots/src', 'mfe-podcast/src', 'mfe-account/src', 'mfe-forms/src', 'mfe-admin/src'];
const EXPORTS_FILE = path.join(__dirname, 'arco-used-exports.json');
/** The shell loads the CSS of what it and `shared` use; a remote, from its exposed modules, the CSS of what only it uses. */
const SHELL_STYLES_FILE = 'shell/src/app/arco-styles.ts';

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // A `server` folder (the shell's server build, issue 41) never reaches a browser bundle either.
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'testing' || entry.name === 'server' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * Value imports (and re-exports) from each tree-shaken package root in one file, as [package, name];
 * type-only ones are left out, they do not exist at run time. A namespace or default import would
 * defeat tree shaking: it is an error.
 */
function importsOf(ts, file, relativeImports = [], staticImports = []) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const names = [];
  const where = (node) => `${path.relative(repoRoot, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node) => {
    // import('./x') inside a component: its Arco use belongs to the same exposed module.
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      relativeImports.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      relativeImports.push(statement.moduleSpecifier.text);
      if (!(ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly : statement.isTypeOnly)) staticImports.push(statement.moduleSpecifier.text);
    }
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !TREE_SHAKEN.includes(specifier.text)) continue;
    const pkg = specifier.text;
    if (isImport) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) throw new Error(`${where(statement)}: a default import of ${pkg} cannot be tree-shaken; import named exports`);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) throw new Error(`${where(statement)}: import * from ${pkg} cannot be tree-shaken; import named exports`);
      for (const element of bindings?.elements ?? []) if (!element.isTypeOnly) names.push([pkg, (element.propertyName ?? element.name).text]);
    } else {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) throw new Error(`${where(statement)}: export * from ${pkg} cannot be tree-shaken`);
      for (const element of clause.elements) if (!element.isTypeOnly) names.push([pkg, (element.propertyName ?? element.name).text]);
    }
  }
  return names;
}

/** Export name -> its folder under es/, read from Arco's own index (e.g. Button -> Button). */
function arcoExportFolders() {
  const arcoDir = path.dirname(createRequire(path.join(repoRoot, 'shell/package.json')).resolve(`${ARCO}/package.json`));
  const index = fs.readFileSync(path.join(arcoDir, 'es/index.js'), 'utf8');
  const folders = new Map();
  for (const match of index.matchAll(/export \{ default as (\w+) \} from '\.\/(\w+)'/g)) folders.set(match[1], match[2]);
  return { arcoDir, folders };
}

function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => /\.tsx?$/.test(f) && fs.existsSync(f));
}

/** Package -> its used exports, sorted; `package:name` -> the files that import it; file -> its local imports. */
function collectUsedExports() {
  const ts = require(createRequire(path.join(repoRoot, 'package.json')).resolve('typescript'));
  const usedBy = new Map();
  const localImports = new Map();
  const staticImports = new Map();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(repoRoot, dir))) {
      const specifiers = [];
      const statics = [];
      const found = importsOf(ts, file, specifiers, statics);
      localImports.set(path.relative(repoRoot, file), specifiers.map((s) => resolveRelative(file, s)).filter(Boolean).map((f) => path.relative(repoRoot, f)));
      staticImports.set(path.relative(repoRoot, file), statics);
      for (const [pkg, name] of found) {
        const key = `${pkg}:${name}`;
        if (!usedBy.has(key)) usedBy.set(key, new Set());
        usedBy.get(key).add(path.relative(repoRoot, file));
      }
    }
  }
  const exports = Object.fromEntries(TREE_SHAKEN.map((pkg) => [pkg, []]));
  for (const key of usedBy.keys()) {
    const at = key.lastIndexOf(':');
    exports[key.slice(0, at)].push(key.slice(at + 1));
  }
  for (const pkg of TREE_SHAKEN) exports[pkg].sort();
  return { exports, usedBy, localImports, staticImports };
}

/** What renders the first screen of `/`: the shell's entry, shared's entry and the two home widgets. */
const FIRST_SCREEN_ENTRIES = ['shell/src/start-up/start-app.tsx', 'shared/src/index.ts', 'mfe-course/src/widgets.tsx', 'mfe-shots/src/widgets.tsx'];

/**
 * What a visitor's first render of the public remote pages needs (issue 41): the page maps of the course, shots,
 * podcast and forms remotes, the course remote's pages a visitor opens less often (lazy inside its map: live courses, the
 * timetable, tools, a software's and a teacher's courses) and the player bar, fetched at idle on podcast pages. Arco
 * arrives with what uses it: a dialog opened, a tooltip hovered, a date to pick, a member's or a teacher's own tools.
 */
const PUBLIC_PAGE_ENTRIES = [
  'mfe-course/src/routes.tsx',
  ...['live-courses-page', 'course-plan-page', 'tools-page', 'app-courses-page', 'teacher-page'].map((page) => `mfe-course/src/pages/${page}.tsx`),
  'mfe-shots/src/routes.tsx',
  'mfe-podcast/src/routes.tsx',
  'mfe-podcast/src/player-bar.tsx',
  'mfe-forms/src/routes.tsx',
];

/**
 * Files statically reachable from the entries (through relative imports and `@site/shared`, not through
 * `import()`) that import Arco's JavaScript ('@arco-design/web-react'; its icons and CSS are fine): each would
 * make those entries load Arco before they can render.
 */
function arcoImportsReachableFrom(entries) {
  const { staticImports } = collectUsedExports();
  const seen = new Set();
  const stack = [...entries];
  const offenders = [];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports.get(file) ?? []) {
      if (specifier === ARCO) offenders.push(file);
      else if (specifier === '@site/shared' || specifier.startsWith('@site/shared/')) {
        const entry = sharedSubpathEntry(specifier);
        if (entry) stack.push(entry);
      } else {
        const resolved = resolveRelative(path.join(repoRoot, file), specifier);
        if (resolved) stack.push(path.relative(repoRoot, resolved));
      }
    }
  }
  return offenders.sort();
}

/** shared/package.json `exports`, read once. */
let sharedExports;

/** The source file of `@site/shared` or one of its subpaths (shared/package.json `exports`), repository-relative. */
function sharedSubpathEntry(specifier) {
  sharedExports ??= JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared/package.json'), 'utf8')).exports;
  const target = sharedExports[`.${specifier.slice('@site/shared'.length)}`];
  return typeof target === 'string' && /\.tsx?$/.test(target) ? path.join('shared', target) : undefined;
}

/** Arco importers on the first screen of `/`; empty when it is Arco-free. */
const firstScreenArcoImports = () => arcoImportsReachableFrom(FIRST_SCREEN_ENTRIES);
/** Arco importers on the first render of the public remote pages; empty when they are Arco-free. */
const publicPageArcoImports = () => arcoImportsReachableFrom(PUBLIC_PAGE_ENTRIES);

/** Files reachable from an entry through the app's own (relative) imports, static or dynamic. */
function reachableFrom(entry, localImports) {
  const seen = new Set();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(localImports.get(file) ?? []));
  }
  return seen;
}

/** The checked-in lists: package -> exports every build keeps. */
function readCheckedInExports() {
  return JSON.parse(fs.readFileSync(EXPORTS_FILE, 'utf8')).exports;
}

/** A stylesheet module: Arco's per-component CSS (es/<Comp>/style/css.js) for the given exports. */
function stylesModule(exportsList, why) {
  const { arcoDir, folders } = arcoExportFolders();
  const lines = [];
  for (const name of exportsList) {
    const folder = folders.get(name);
    if (!folder) throw new Error(`${ARCO} has no export ${name}`);
    if (fs.existsSync(path.join(arcoDir, 'es', folder, 'style/css.js'))) lines.push(`import '${ARCO}/es/${folder}/style/css.js';`);
  }
  return [
    '// Generated by `pnpm arco:exports` (shared/build/arco-exports.cjs); do not edit.',
    why,
    ...[...new Set(lines)],
    'export {};',
    '',
  ].join('\n');
}

/** Arco exports imported by the files that pass a test (an app folder, a set of reachable files). */
function arcoUsedIn(usedBy, test) {
  const names = [];
  for (const [key, files] of usedBy) {
    if (key.startsWith(`${ARCO}:`) && [...files].some(test)) names.push(key.slice(ARCO.length + 1));
  }
  return names.sort();
}

/** A remote's exposed modules (what the shell loads), each with its own stylesheet module. */
const EXPOSED_ENTRIES = ['routes', 'widgets', 'player-bar'];

/** Every generated file (path relative to the repository -> content): the lists and the stylesheet modules. */
function generatedFiles() {
  const { exports, usedBy, localImports } = collectUsedExports();
  const comment = 'Generated by `pnpm arco:exports`: the exports of each tree-shaken shared library that the shell, shared and all remotes import. Do not edit.';
  const files = new Map([[path.relative(repoRoot, EXPORTS_FILE), `${JSON.stringify({ comment, exports }, null, 2)}\n`]]);
  const framed = new Set(arcoUsedIn(usedBy, (file) => file.startsWith('shell/') || file.startsWith('shared/')));
  files.set(SHELL_STYLES_FILE, stylesModule([...framed].sort(), "// Arco's per-component CSS for the components the shell and shared use (each remote adds its own), instead of the whole stylesheet."));
  for (const dir of SOURCE_DIRS.filter((d) => d.startsWith('mfe-'))) {
    for (const expose of EXPOSED_ENTRIES) {
      const entry = `${dir}/${expose}.tsx`;
      if (!localImports.has(entry)) continue;
      const reachable = reachableFrom(entry, localImports);
      const own = arcoUsedIn(usedBy, (file) => reachable.has(file)).filter((name) => !framed.has(name));
      files.set(
        `${dir}/arco-styles-${expose}.ts`,
        stylesModule(own, `// Arco's CSS for the components that only this remote's ./${expose} uses (the shell loads the rest); imported by ${expose}.tsx.`),
      );
    }
  }
  return files;
}

function writeGeneratedFiles() {
  const files = generatedFiles();
  for (const [file, content] of files) fs.writeFileSync(path.join(repoRoot, file), content);
  return files;
}

module.exports = { collectUsedExports, firstScreenArcoImports, publicPageArcoImports, generatedFiles, readCheckedInExports, writeGeneratedFiles, ARCO, repoRoot };

if (require.main === module) {
  const files = writeGeneratedFiles();
  for (const [pkg, list] of Object.entries(collectUsedExports().exports)) console.log(`${pkg}: ${list.length} exports used: ${list.join(', ')}`);
  console.log(`wrote ${[...files.keys()].join(', ')}`);
}
