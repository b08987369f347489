import { zodResolver } from "@hookform/resolvers/zod";
import { type SignUpInput, signUpSchema } from "@shared/schemas/auth";
import { PasswordInput } from "@web/components/form/password-input";
import { TextField } from "@web/components/form/text-field";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { signUpErrorMessage, useSignUp } from "./api/sign-up";
import { AuthCard } from "./components/auth-card";
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
      footer={
        <span>
          Already have an account?{" "}
          <Link to="/login" className="text-primary font-medium underline-offset-4 hover:underline">
            Sign in
          </Link>
        </span>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" required {...form.register("email")} />
        </TextField>
        <TextField label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" required {...form.register("password")} />
        </TextField>
        <TextField label="Confirm Password" error={errors.confirmPassword?.message}>
          <PasswordInput
            autoComplete="new-password"
            required
            {...form.register("confirmPassword")}
          />
        </TextField>
        <Button type="submit" size="lg" disabled={signUp.isPending}>
          {signUp.isPending ? "Creating account..." : "Sign Up"}
        </Button>
      </form>
    </AuthCard>
  );
}
