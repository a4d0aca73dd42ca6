/** The seller service's seed (`npm start`, the tests, the benches), kept by the accounts module. */
export { demoSellerIds, demoSellerPassword, seedSellers } from './modules/accounts/seed';
