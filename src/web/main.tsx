import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createQueryClient } from "./app/query-client";
import { router } from "./app/router";
import { registerServiceWorkerWhenIdle } from "./app/service-worker";
import { useHasToasted } from "./lib/toast";

// Sonner loads with the first toast (see lib/toast.ts).
const Toaster = lazy(() =>
  import("@web/components/ui/sonner").then((module) => ({ default: module.Toaster })),
);

function ToasterOnceNeeded() {
  return useHasToasted() ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}

const root = document.getElementById("root");
if (!root) {
  throw new Error("The page has no #root element.");
}

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <ToasterOnceNeeded />
    </QueryClientProvider>
  </StrictMode>,
);

registerServiceWorkerWhenIdle();
