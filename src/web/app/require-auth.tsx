import { LoadingScreen } from "@web/components/loading-screen";
import { SessionCheckFailed } from "@web/features/auth/components/session-check-failed";
import { useSession } from "@web/records/session/get-session";
import type * as React from "react";
import { Navigate, useLocation } from "react-router";

/** The authentication gate: loading, then the content or a redirect to /login with the origin. */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) {
    return <LoadingScreen />;
  }
  if (session.isError && session.data === undefined) {
    return <SessionCheckFailed onRetry={() => void session.refetch()} />;
  }
  if (!session.data) {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return children;
}
