import { PasswordField } from "@web/components/form/password-field";
import { TextField } from "@web/components/form/text-field";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Separator } from "@web/components/ui/separator";
import { messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { Link, useLocation, useNavigate } from "react-router";
import { useSignIn, useSignInWithGoogle } from "./api/sign-in";
import { AuthCard } from "./components/auth-card";
import { AuthFooterLink } from "./components/auth-footer-link";
import { GoogleIcon } from "./components/google-icon";
import { useSignInForm } from "./use-sign-in-form";

export function LoginPage() {
  usePageTitle("Sign in");
  const navigate = useNavigate();
  const origin = originFrom(useLocation().state);
  const signIn = useSignIn();
  const google = useSignInWithGoogle();
  const form = useSignInForm((input) =>
    signIn.mutate(input, {
      onSuccess: () => navigate(origin, { replace: true }),
      onError: (error) => notify.error({ title: "Login Failed", description: messageOf(error) }),
    }),
  );

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to manage your listings, clients and appointments."
      footer={<AuthFooterLink prompt="Don’t have an account?" to="/signup" label="Sign up" />}
    >
      <form
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        noValidate
        className="flex flex-col gap-4"
      >
        <TextField label="Email" error={form.issues.email}>
          <Input type="email" name="email" autoComplete="email" required />
        </TextField>
        <PasswordField
          label="Password"
          name="password"
          error={form.issues.password}
          autoComplete="current-password"
        />
        <Link
          to="/forgot-password"
          className="-mt-2 inline-flex min-h-11 items-center self-end text-primary text-sm underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
        <Button type="submit" size="lg" disabled={signIn.isPending}>
          {signIn.isPending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
      <div className="my-5 flex items-center gap-3 text-muted-foreground text-xs">
        <Separator className="flex-1" />
        OR
        <Separator className="flex-1" />
      </div>
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        disabled={google.isPending}
        onClick={() =>
          google.mutate(origin, {
            onError: (error) =>
              notify.error({ title: "Google Login Failed", description: messageOf(error) }),
          })
        }
      >
        <GoogleIcon />
        Sign in with Google
      </Button>
    </AuthCard>
  );
}

/** Where the visitor was going before being sent here (SPEC: the origin is remembered). */
function originFrom(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ""}` : "/dashboard";
}
