import { zodResolver } from "@hookform/resolvers/zod";
import { type UpdatePasswordInput, updatePasswordSchema } from "@shared/schemas/auth";
import { PasswordField } from "@web/components/form/password-field";
import { LoadingScreen } from "@web/components/loading-screen";
import { Button } from "@web/components/ui/button";
import { messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { useSession } from "./api/get-session";
import { useUpdatePassword } from "./api/password-reset";
import { AuthCard } from "./components/auth-card";
import { toastPasswordErrors } from "./use-toast-on-invalid";

/** Works with the e-mailed reset token, or with a session (then the current password is asked). */
export function UpdatePasswordPage() {
  usePageTitle("Update password");
  const token = useSearchParams()[0].get("token");
  const session = useSession();
  const hasAccess = Boolean(token) || Boolean(session.data);

  useEffect(() => {
    if (!session.isPending && !hasAccess) {
      notify.error({
        title: "Session expired",
        description: "Please log in to update your password.",
      });
    }
  }, [session.isPending, hasAccess]);

  if (!token && session.isPending) {
    return <LoadingScreen />;
  }
  if (!hasAccess) {
    return <Navigate to="/login" replace />;
  }
  return <UpdatePasswordForm token={token} />;
}

function UpdatePasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const update = useUpdatePassword();
  const form = useForm<UpdatePasswordInput>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, password }) => {
    const input = token
      ? { token, newPassword: password }
      : { currentPassword, newPassword: password };
    update.mutate(input, {
      onSuccess: () => {
        notify.success({ title: "Password Updated Successfully" });
        void navigate(token ? "/login" : "/dashboard", { replace: true });
      },
      onError: (error) =>
        notify.error({ title: "Password Update Failed", description: messageOf(error) }),
    });
  }, toastPasswordErrors);

  return (
    <AuthCard title="Update password" description="Choose a new password of at least 6 characters.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {!token && (
          <PasswordField
            label="Current Password"
            error={errors.currentPassword?.message}
            autoComplete="current-password"
            {...form.register("currentPassword")}
          />
        )}
        <PasswordField
          label="New Password"
          error={errors.password?.message}
          autoComplete="new-password"
          {...form.register("password")}
        />
        <PasswordField
          label="Confirm Password"
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          {...form.register("confirmPassword")}
        />
        <Button type="submit" size="lg" disabled={update.isPending}>
          {update.isPending ? "Updating..." : "Update Password"}
        </Button>
      </form>
    </AuthCard>
  );
}
