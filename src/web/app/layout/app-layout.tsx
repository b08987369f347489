import { LoadingScreen } from "@web/components/loading-screen";
import { useActivityOutbox } from "@web/records/activity/use-activity-outbox";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { useScrollRestoration } from "../use-scroll-restoration";
import { AccountMenu } from "./account-menu";
import { BottomNav } from "./bottom-nav";
import { Brand } from "./brand";
import { OfflineBanner } from "./offline-banner";
import { Sidebar } from "./sidebar";

/** The signed-in frame: sidebar on desktop, header and bottom navigation on phones. */
export function AppLayout() {
  useScrollRestoration();
  useActivityOutbox();
  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Sidebar />
      <div className="md:pl-64">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b bg-background/95 px-4 backdrop-blur md:justify-end md:px-8">
          <div className="md:hidden">
            <Brand />
          </div>
          <AccountMenu />
        </header>
        <main id="main" className="mx-auto w-full max-w-7xl px-4 pt-6 pb-28 md:px-8 md:pb-10">
          <OfflineBanner />
          <Suspense fallback={<LoadingScreen fullScreen={false} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <BottomNav />
    </div>
  );
}
