export { createServerPageData } from './server-page-data';
