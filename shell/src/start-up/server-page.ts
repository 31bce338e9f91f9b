// What only a page the server rendered needs (issue 41), in a chunk of its own: the home page, drawn in the
// browser, does not carry it in its script budget.
export { createLinkedStylesheetsPlugin } from '../remotes/runtime-plugin/linked-stylesheets';
export { pressEarlyClick } from './early-clicks';
