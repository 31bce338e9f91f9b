import { jsonDeeperThan } from '../json-depth';

test.each([
  ['[[1]]', 2, false],
  ['[[[1]]]', 2, true],
  ['{"a":{"b":[1]}}', 3, false],
  ['{"a":{"b":[1]}}', 2, true],
  // Brackets inside strings, escaped quotes included, are text, not nesting.
  [`{"a":"${'['.repeat(100)}"}`, 1, false],
  [String.raw`{"a":"\"[[[[","b":[1]}`, 2, false],
  [String.raw`{"a":"\\","b":[[1]]}`, 2, true],
])('%s deeper than %i: %s', (text, max, deeper) => {
  expect(jsonDeeperThan(text, max)).toBe(deeper);
});
