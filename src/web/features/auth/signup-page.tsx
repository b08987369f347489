import { zodResolver } from "@hookform/resolvers/zod";
import { type SignUpInput, signUpSchema } from "@shared/schemas/auth";
import { PasswordField } from "@web/components/form/password-field";
import { TextField } from "@web/components/form/text-field";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { signUpErrorMessage, useSignUp } from "./api/sign-up";
import { AuthCard } from "./components/auth-card";
import { AuthFooterLink } from "./components/auth-footer-link";
import { toastPasswordErrors } from "./use-toast-on-invalid";

export function SignupPage() {
  usePageTitle("Sign up");
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (input) =>
      signUp.mutate(input, {
        onSuccess: () => {
          notify.success({
            title: "Account Created!",
            description: "Please check your email to verify your account.",
          });
          void navigate("/login");
        },
        onError: (error) =>
          notify.error({
            title: "Sign Up Failed",
            description: signUpErrorMessage(messageOf(error)),
          }),
      }),
    toastPasswordErrors,
  );

  return (
    <AuthCard
      title="Create your account"
      description="Start keeping your listings, clients and visits in one place."
      footer={<AuthFooterLink prompt="Already have an account?" to="/login" label="Sign in" />}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" required {...form.register("email")} />
        </TextField>
        <PasswordField
          label="Password"
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
        <Button type="submit" size="lg" disabled={signUp.isPending}>
          {signUp.isPending ? "Creating account..." : "Sign Up"}
        </Button>
      </form>
    </AuthCard>
  );
}
