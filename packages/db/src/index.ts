export * from './catalog-versions';
export * from './connection';
export * from './ids';
export * from './rows';
export * from './mappers/product-row';
export * from './mappers/seller-row';
