/**
 * What the products' admin page answers (AdminProductsApi.ts): the domain's schema, named here, in the
 * contract's module of that group's answers, which the SPA loads without the
 * endpoints (web/build/apiEndpoints.ts).
 */
export { Product } from "@strand/domain/products/Product"
export { ProductPage } from "@strand/domain/products/ProductStore"
