export * from './card-grid';
export * from './skeleton-grid';
export * from './course-card';
export * from './card-shape';
