export * from './storage';
export * from './theme';
export * from './locale';
export * from './session';
