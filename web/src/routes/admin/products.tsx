import { createFileRoute } from "@tanstack/react-router"
import { AdminProductsPage } from "../../features/admin/AdminProductsPage.tsx"

// No loader, like /admin: the products are fetched by the page and dropped when it is left.
export const Route = createFileRoute("/admin/products")({ component: AdminProductsPage })
