// Browser part of the shared library (an MF singleton). Feature folders add their exports here.
export * from './contract';
export * from './api';
export * from './auth';
export * from './site';
export * from './remote';
export * from './components';
export * from './light';
export * from './storage';
export * from './request';
export * from './list';
export * from './format';
export * from './feedback';
export * from './cards';
export * from './comments';
export * from './rich-text';
export * from './podcast';
export * from './compat';
