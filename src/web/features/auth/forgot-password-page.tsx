import { zodResolver } from "@hookform/resolvers/zod";
import { type ForgotPasswordInput, forgotPasswordSchema } from "@shared/schemas/auth";
import { TextField } from "@web/components/form/text-field";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { MailCheckIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { useRequestPasswordReset } from "./api/password-reset";
import { AuthCard } from "./components/auth-card";
import { AuthFooterLink } from "./components/auth-footer-link";

export function ForgotPasswordPage() {
  usePageTitle("Forgot password");
  const resetRequest = useRequestPasswordReset();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const sentTo = resetRequest.isSuccess ? resetRequest.variables : null;

  const onSubmit = form.handleSubmit(({ email }) =>
    resetRequest.mutate(email, {
      onSuccess: () =>
        notify.success({
          title: "Check your email",
          description: "A password reset link has been sent to your email address.",
        }),
      onError: (error) => notify.error({ title: "Error", description: messageOf(error) }),
    }),
  );

  const backToLogin = <AuthFooterLink to="/login" label="Back to sign in" />;

  if (sentTo) {
    return (
      <AuthCard
        title="Check your email"
        description="Follow the link in the e-mail to choose a new password."
        footer={backToLogin}
      >
        <p role="status" className="flex items-start gap-3 rounded-lg bg-muted p-4 text-sm">
          <MailCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            We sent a password reset link to <strong className="break-all">{sentTo}</strong>.
          </span>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot password"
      description="Enter your e-mail and we will send you a reset link."
      footer={backToLogin}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label="Email" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" required {...form.register("email")} />
        </TextField>
        <Button type="submit" size="lg" disabled={resetRequest.isPending}>
          {resetRequest.isPending ? "Sending..." : "Send Reset Link"}
        </Button>
      </form>
    </AuthCard>
  );
}
