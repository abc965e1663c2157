// The package's public entry: both apps import from '@mobile-planet/shared'.
export * from './constants';
export * from './messages';
export * from './types';
export * from './auth-token';
export * from './schemas/fields';
export * from './schemas/auth';
export * from './schemas/products';
export * from './schemas/bookings';
export * from './schemas/payments';
export * from './schemas/query';
export * from './schemas/listings';
export * from './schemas/errors';
export * from './query-keys';
export * from './schemas/deals';
export * from './schemas/imei';
export * from './schemas/moderation';
export * from './model-name';
