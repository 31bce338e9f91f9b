// The route × role × width table of axe violations from accessibility.spec.ts run with A11Y_REPORT_DIR=<dir>:
//   node a11y-table.mjs <dir>            one table
//   node a11y-table.mjs <before> <after> each cell "before → after"
// A cell lists the violating elements per rule, or 0.
import fs from 'node:fs';
import path from 'node:path';

const dirs = process.argv.slice(2);
if (dirs.length < 1 || dirs.length > 2) {
  console.error('usage: node a11y-table.mjs <report dir> [<report dir after>]');
  process.exit(2);
}

/** key "route | role | state" -> width -> rules */
function read(dir) {
  const table = new Map();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    for (const check of JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))) {
      const key = `${check.route} | ${check.role} | ${check.state}`;
      if (!table.has(key)) table.set(key, new Map());
      table.get(key).set(check.width, check.rules);
    }
  }
  return table;
}

const cell = (rules) => {
  if (!rules) return '–';
  const entries = Object.entries(rules).sort(([, a], [, b]) => b - a);
  return entries.length ? entries.map(([rule, count]) => `${rule} ${count}`).join(', ') : '0';
};
const total = (rules) => Object.values(rules ?? {}).reduce((sum, count) => sum + count, 0);

const tables = dirs.map(read);
const keys = [...new Set(tables.flatMap((table) => [...table.keys()]))];
const widths = [...new Set(tables.flatMap((table) => [...table.values()].flatMap((byWidth) => [...byWidth.keys()])))].sort((a, b) => a - b);

console.log(`| route | role | state | ${widths.map((width) => `${width} px`).join(' | ')} |`);
console.log(`|---|---|---|${widths.map(() => '---').join('|')}|`);
for (const key of keys) {
  const cells = widths.map((width) => tables.map((table) => cell(table.get(key)?.get(width))).join(' → '));
  console.log(`| ${key} | ${cells.join(' | ')} |`);
}
const sums = tables.map((table) => [...table.values()].flatMap((byWidth) => [...byWidth.values()]).reduce((sum, rules) => sum + total(rules), 0));
console.log(`\nViolating elements in all: ${sums.join(' → ')}`);
const byRule = tables.map((table) => {
  const counts = {};
  for (const rules of [...table.values()].flatMap((byWidth) => [...byWidth.values()])) {
    for (const [rule, count] of Object.entries(rules)) counts[rule] = (counts[rule] ?? 0) + count;
  }
  return cell(counts);
});
console.log(`By rule: ${byRule.join(' → ')}`);
