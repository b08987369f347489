import { zodResolver } from "@hookform/resolvers/zod";
import { type UpdatePasswordInput, updatePasswordSchema } from "@shared/schemas/auth";
import { PasswordField } from "@web/components/form/password-field";
import { Button } from "@web/components/ui/button";
import { messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { useForm } from "react-hook-form";
import { type PasswordAccess, useUpdatePassword } from "../api/password-reset";
import { toastPasswordErrors } from "../use-toast-on-invalid";

type UpdatePasswordFormProps = { access: PasswordAccess; onUpdated?: () => void };

/**
 * New password and confirmation: with a reset token, or with a session and the current password
 * (docs/decisions/003), or alone for an account that has no password yet.
 */
export function UpdatePasswordForm({ access, onUpdated }: UpdatePasswordFormProps) {
  const isCurrentAsked = !("token" in access) && access.hasPassword;
  const update = useUpdatePassword();
  const form = useForm<UpdatePasswordInput>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, password }) => {
    update.mutate(
      { access, currentPassword, newPassword: password },
      {
        onSuccess: () => {
          notify.success({ title: "Password Updated Successfully" });
          form.reset();
          onUpdated?.();
        },
        onError: (error) =>
          notify.error({ title: "Password Update Failed", description: messageOf(error) }),
      },
    );
  }, toastPasswordErrors);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {isCurrentAsked && (
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
  );
}
