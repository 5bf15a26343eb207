/** Entry point of the SPA. */
import { QueryClientProvider } from "@tanstack/react-query"
import { RouterProvider } from "@tanstack/react-router"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { showFailedChunksInApp } from "./lib/chunkLoading.ts"
import { startAnalytics } from "./lib/engagement.ts"
import { makeQueryClient } from "./lib/queryClient.ts"
import { makeRouter } from "./router.tsx"
import "./styles.css"

showFailedChunksInApp()
startAnalytics()
const queryClient = makeQueryClient()
const router = makeRouter(queryClient)

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
