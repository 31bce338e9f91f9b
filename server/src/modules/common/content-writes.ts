import { sortedRows } from '../../platform/db/sorted-rows';
import { banners, friendLinks, navigationGroups, navigationLinks, toolGroups, tools } from './tables';

/**
 * The write side of the site content this module serves (banner/list, tool/list, navigation/list,
 * navigation/friend/link/list). The admin backend changes these tables only through these stores.
 */
export const bannerStore = sortedRows(banners);
export const toolGroupStore = sortedRows(toolGroups);
export const toolStore = sortedRows(tools);
export const navigationGroupStore = sortedRows(navigationGroups);
export const navigationLinkStore = sortedRows(navigationLinks);
export const friendLinkStore = sortedRows(friendLinks);
