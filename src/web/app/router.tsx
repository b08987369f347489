import type { QueryClient } from "@tanstack/react-query";
import { LoadingScreen } from "@web/components/loading-screen";
import { loadDashboard } from "@web/features/dashboard/api/get-dashboard";
import { preloadFirstPhoto } from "@web/features/properties/api/preload-first-photo";
import { hasServerDrawnScreen, removeServerDrawnScreen } from "@web/lib/server-drawn-screen";
import { nextTask } from "@web/lib/wait";
import { sessionQueryOptions } from "@web/records/session/get-session";
import { type ComponentType, useLayoutEffect } from "react";
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router";
import { RequireAuth } from "./require-auth";
import { useFocusOnNavigate } from "./use-focus-on-navigate";

/** A route whose page loads on first visit (route-level code splitting). */
function route<M extends Record<K, ComponentType>, K extends keyof M & string>(
  path: string,
  load: () => Promise<M>,
  name: K,
): RouteObject {
  return { path, ...lazyComponent(load, name) };
}

/** The router loads every lazy route of a URL at once, so a page never waits for its layout. */
function lazyComponent<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): Pick<RouteObject, "lazy"> {
  return { lazy: () => load().then((module) => ({ Component: module[name] })) };
}

const dashboardPage = () => import("@web/features/dashboard/dashboard-page");

/** A loader that starts in a task of its own, apart from the router's start-up. */
function inTaskOfItsOwn(load: () => Promise<unknown>) {
  return async () => {
    await nextTask();
    await load();
    return null;
  };
}

/**
 * Every page, signed in or not: focus moves to the new page's heading on each move. Its first
 * render is the first screen's own (the router has loaded its code and data by then), which takes
 * the place of the one the server drew.
 */
function NavigationFocus() {
  useFocusOnNavigate();
  useLayoutEffect(removeServerDrawnScreen, []);
  return <Outlet />;
}

/** The app's routes, under a loading screen shown while the first screen's code loads. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      hydrateFallbackElement: <LoadingScreen />,
      element: <NavigationFocus />,
      children: appRoutes(queryClient),
    },
  ]);
}

function appRoutes(queryClient: QueryClient): RouteObject[] {
  // The signed-in screens wait for the session before they first draw (their page asks for it
  // beside the scripts, see src/server/http/route-preloads.ts), so the first paint is the screen
  // itself, not a loading screen. The dashboard's summary is asked for together with its code.
  const loadSession = inTaskOfItsOwn(() => queryClient.prefetchQuery(sessionQueryOptions()));
  const dashboard = (path: string): RouteObject => ({
    ...route(path, dashboardPage, "DashboardPage"),
    loader: inTaskOfItsOwn(() => loadDashboard(queryClient)),
  });
  return [
    route("/login", () => import("@web/features/auth/login-page"), "LoginPage"),
    route("/signup", () => import("@web/features/auth/signup-page"), "SignupPage"),
    route(
      "/forgot-password",
      () => import("@web/features/auth/forgot-password-page"),
      "ForgotPasswordPage",
    ),
    route(
      "/update-password",
      () => import("@web/features/auth/update-password-page"),
      "UpdatePasswordPage",
    ),
    // A listing an agent shared: signed out, outside the app's layout.
    route(
      "/p/:token",
      () => import("@web/features/properties/public-listing-page"),
      "PublicListingPage",
    ),
    // The homes an agent picked for a client: signed out, outside the app's layout.
    route("/s/:token", () => import("@web/features/shortlist/shortlist-page"), "ShortlistPage"),
    {
      element: (
        <RequireAuth>
          <Outlet />
        </RequireAuth>
      ),
      loader: loadSession,
      children: [
        {
          ...lazyComponent(() => import("./layout/app-layout"), "AppLayout"),
          children: [
            dashboard("/"),
            dashboard("/dashboard"),
            route("/today", () => import("@web/features/today/today-page"), "TodayPage"),
            {
              ...route(
                "/properties",
                () => import("@web/features/properties/properties-page"),
                "PropertiesPage",
              ),
              // Not awaited, the page draws without it and the first card's photo just starts
              // sooner; unless the server drew the first cards, which stay until the app has them.
              loader: () => {
                const firstPage = preloadFirstPhoto(queryClient).catch(() => {});
                return hasServerDrawnScreen() ? firstPage.then(() => null) : null;
              },
            },
            route(
              "/properties/new",
              () => import("@web/features/properties/new-property-page"),
              "NewPropertyPage",
            ),
            route(
              "/properties/import",
              () => import("@web/features/imports/properties-import-page"),
              "PropertiesImportPage",
            ),
            route(
              "/properties/:id",
              () => import("./routes/property-detail-route"),
              "PropertyDetailRoute",
            ),
            route(
              "/properties/:id/edit",
              () => import("@web/features/properties/edit-property-page"),
              "EditPropertyPage",
            ),
            route("/clients", () => import("@web/features/clients/clients-page"), "ClientsPage"),
            route(
              "/clients/new",
              () => import("@web/features/clients/new-client-page"),
              "NewClientPage",
            ),
            route(
              "/clients/import",
              () => import("@web/features/imports/clients-import-page"),
              "ClientsImportPage",
            ),
            route(
              "/clients/duplicates",
              () => import("@web/features/duplicates/duplicates-page"),
              "DuplicatesPage",
            ),
            route(
              "/clients/:id/merge/:otherId",
              () => import("@web/features/duplicates/merge-page"),
              "MergePage",
            ),
            route(
              "/clients/:id",
              () => import("./routes/client-detail-route"),
              "ClientDetailRoute",
            ),
            route(
              "/clients/:id/edit",
              () => import("@web/features/clients/edit-client-page"),
              "EditClientPage",
            ),
            route(
              "/appointments",
              () => import("@web/features/appointments/appointments-page"),
              "AppointmentsPage",
            ),
            route(
              "/appointments/:id",
              () => import("@web/features/appointments/appointment-detail-page"),
              "AppointmentDetailPage",
            ),
            route(
              "/property-client-matching",
              () => import("./routes/matching-route"),
              "MatchingRoute",
            ),
            route("/profile", () => import("./routes/profile-route"), "ProfileRoute"),
            route(
              "/settings",
              () => import("@web/features/settings/settings-page"),
              "SettingsPage",
            ),
          ],
        },
      ],
    },
    { path: "*", element: <Navigate to="/dashboard" replace /> },
  ];
}
