export { AdminFrame } from './admin-frame';
export { ADMIN_SECTIONS, hasAnyRole, sectionPath, sectionsFor, type AdminRole, type AdminSection } from './sections';
