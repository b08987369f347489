import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createQueryClient } from "./app/query-client";
import { createAppRouter } from "./app/router";
import { registerServiceWorkerWhenIdle } from "./app/service-worker";
import { cn } from "./lib/cn";
import { useHasToasted } from "./lib/toast";
import { nextTask } from "./lib/wait";

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

void start();

/**
 * Start-up runs in a few tasks rather than one, each tens of milliseconds on a slow phone. (An
 * async function, not top-level awaits: those would make the bundler split the entry's modules
 * that lazy chunks share into requests of their own.)
 */
async function start() {
  const root = document.getElementById("root");
  if (!root) {
    throw new Error("The page has no #root element.");
  }
  const queryClient = createQueryClient();
  await nextTask();
  const router = createAppRouter(queryClient);
  await nextTask();
  cn(); // tailwind-merge builds its tables on its first call: in a task of its own
  await nextTask();
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole screen is drawn.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ToasterOnceNeeded />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
  registerServiceWorkerWhenIdle();
}
