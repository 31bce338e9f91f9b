// Course rules the browser and the server both use (spec 4, 7, 9).
export * from './price';
export * from './count-text';
export * from './presale';
export * from './filters';
export * from './api';
