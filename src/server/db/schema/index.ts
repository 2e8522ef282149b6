// One pg-core schema for both drivers, split by domain. Add a file per domain and export it here.
export * from './system';
export * from './catalog';
export * from './content';
export * from './reviews';
export * from './notifications';
export * from './identity';
export * from './outbox';
export * from './events';
export * from './cart';
export * from './promotions';
export * from './cart-reference';
export * from './wishlists';
export * from './orders';
export * from './loyalty';
export * from './associate-audit';
export * from './experiments';
export * from './warranty';
