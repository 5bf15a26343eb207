/**
 * What looking a product up by barcode answers (ProductsApi.ts): the domain's schema, named here, in the
 * contract's module of that group's answers, which the SPA loads without the
 * endpoints (web/build/apiEndpoints.ts).
 */
export { ProductCard } from "@strand/domain/products/Product"
