/** The admin service's seeds (`npm start`, the tests, the benches), each kept by the module whose table it fills. */
export { defaultAdminSeed, seedAdmin, type AdminSeed } from './modules/accounts/seed';
export { seedCategories } from './modules/categories/seed';
