import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { AppLayout } from "./layout/app-layout";
import { RequireAuth } from "./require-auth";

/** Each page's code loads on first visit (route-level code splitting). */
const page = (
  load: () => Promise<{ Component: React.ComponentType }>,
): Pick<RouteObject, "lazy"> => ({
  lazy: load,
});

export const router = createBrowserRouter([
  {
    path: "/login",
    ...page(() =>
      import("@web/features/auth/login-page").then((m) => ({ Component: m.LoginPage })),
    ),
  },
  {
    path: "/signup",
    ...page(() =>
      import("@web/features/auth/signup-page").then((m) => ({ Component: m.SignupPage })),
    ),
  },
  {
    path: "/forgot-password",
    ...page(() =>
      import("@web/features/auth/forgot-password-page").then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
    ),
  },
  {
    path: "/update-password",
    ...page(() =>
      import("@web/features/auth/update-password-page").then((m) => ({
        Component: m.UpdatePasswordPage,
      })),
    ),
  },
  {
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, ...dashboard() },
      { path: "/dashboard", ...dashboard() },
      {
        path: "/properties",
        ...page(() =>
          import("@web/features/properties/properties-page").then((m) => ({
            Component: m.PropertiesPage,
          })),
        ),
      },
      {
        path: "/properties/new",
        ...page(() =>
          import("@web/features/properties/new-property-page").then((m) => ({
            Component: m.NewPropertyPage,
          })),
        ),
      },
      {
        path: "/properties/:id",
        ...page(() =>
          import("@web/features/properties/property-detail-page").then((m) => ({
            Component: m.PropertyDetailPage,
          })),
        ),
      },
      {
        path: "/properties/:id/edit",
        ...page(() =>
          import("@web/features/properties/edit-property-page").then((m) => ({
            Component: m.EditPropertyPage,
          })),
        ),
      },
      {
        path: "/clients",
        ...page(() =>
          import("@web/features/clients/clients-page").then((m) => ({
            Component: m.ClientsPage,
          })),
        ),
      },
      {
        path: "/clients/new",
        ...page(() =>
          import("@web/features/clients/new-client-page").then((m) => ({
            Component: m.NewClientPage,
          })),
        ),
      },
      {
        path: "/clients/:id",
        ...page(() =>
          import("@web/features/clients/client-detail-page").then((m) => ({
            Component: m.ClientDetailPage,
          })),
        ),
      },
      {
        path: "/clients/:id/edit",
        ...page(() =>
          import("@web/features/clients/edit-client-page").then((m) => ({
            Component: m.EditClientPage,
          })),
        ),
      },
      {
        path: "/appointments",
        ...page(() =>
          import("@web/features/appointments/appointments-page").then((m) => ({
            Component: m.AppointmentsPage,
          })),
        ),
      },
      {
        path: "/appointments/:id",
        ...page(() =>
          import("@web/features/appointments/appointment-detail-page").then((m) => ({
            Component: m.AppointmentDetailPage,
          })),
        ),
      },
      {
        path: "/property-client-matching",
        ...page(() =>
          import("@web/features/matching/matching-page").then((m) => ({
            Component: m.MatchingPage,
          })),
        ),
      },
      {
        path: "/profile",
        ...page(() =>
          import("@web/features/profile/profile-page").then((m) => ({ Component: m.ProfilePage })),
        ),
      },
      {
        path: "/settings",
        ...page(() =>
          import("@web/features/settings/settings-page").then((m) => ({
            Component: m.SettingsPage,
          })),
        ),
      },
    ],
  },
  { path: "*", element: <Navigate to="/dashboard" replace /> },
]);

function dashboard() {
  return page(() =>
    import("@web/features/dashboard/dashboard-page").then((m) => ({ Component: m.DashboardPage })),
  );
}
