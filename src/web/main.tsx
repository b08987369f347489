import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@web/components/ui/sonner";
import { TooltipProvider } from "@web/components/ui/tooltip";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createQueryClient } from "./app/query-client";
import { router } from "./app/router";

const root = document.getElementById("root");
if (!root) {
  throw new Error("The page has no #root element.");
}

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  </StrictMode>,
);
