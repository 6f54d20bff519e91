// Every schema in one import, for the admin and the account pages. A public page imports the module
// it needs: each module builds its schemas as it loads, so this file brings them all (7 kB gzip more
// on /contact; web/e2e/first-load.e2e.ts checks).
export * from './common';
export * from './users';
export * from './catalogue';
export * from './orders';
export * from './owner-shared';
export * from './messages';
export * from './payments';
export * from './studio';
export * from './settings';
export * from './media';
export * from './client-galleries';
export * from './slips';
export * from './gallery-slips';
export * from './payment-schedules';
export * from './online-payments';
export * from './contracts';
export * from './questionnaires';
export * from './workflows';
export * from './record-holds';
export * from './leads';
export * from './archive';
export * from './watermark';
export * from './gallery-extension';
export * from './sessions';
