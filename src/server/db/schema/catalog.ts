// Catalog tables (sites' categories, products, variants, prices, inventory, stores): see the catalog work.
export {};
