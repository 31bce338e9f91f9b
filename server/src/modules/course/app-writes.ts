import { sortedRows } from '../../platform/db/sorted-rows';
import { apps } from './tables';

/** The write side of the software list (course/software/list); the admin backend changes apps only through it. */
export const appStore = sortedRows(apps);
