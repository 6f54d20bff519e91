export * from './common';
export * from './users';
export * from './catalogue';
export * from './orders';
export * from './owner-shared';
export * from './messages';
export * from './payments';
export * from './studio';
