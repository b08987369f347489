import { LoadingScreen } from "@web/components/loading-screen";
import { notify } from "@web/lib/toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSession } from "@web/records/session/get-session";
import { useEffect } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "./components/auth-card";
import { SessionCheckFailed } from "./components/session-check-failed";
import { UpdatePasswordForm } from "./components/update-password-form";

/** Works with the e-mailed reset token, or with a session (then the current password is asked). */
export function UpdatePasswordPage() {
  usePageTitle("Update password");
  const token = useSearchParams()[0].get("token");
  const navigate = useNavigate();
  const session = useSession();
  const hasAccess = Boolean(token) || Boolean(session.data);
  const isSessionUnknown = !token && session.isError && session.data === undefined;

  useEffect(() => {
    if (!session.isPending && !hasAccess && !isSessionUnknown) {
      notify.error({
        title: "Session expired",
        description: "Please log in to update your password.",
      });
    }
  }, [session.isPending, hasAccess, isSessionUnknown]);

  if (!token && session.isPending) {
    return <LoadingScreen />;
  }
  if (isSessionUnknown) {
    return <SessionCheckFailed onRetry={() => void session.refetch()} />;
  }
  if (!hasAccess) {
    return <Navigate to="/login" replace />;
  }
  return (
    <AuthCard title="Update password" description="Choose a new password of at least 6 characters.">
      <UpdatePasswordForm
        access={token ? { token } : { hasPassword: true }}
        onUpdated={() => void navigate(token ? "/login" : "/dashboard", { replace: true })}
      />
    </AuthCard>
  );
}
