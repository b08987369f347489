import { Link } from "react-router";

/** "Don't have an account? Sign up" and the like, under the auth card. */
export function AuthFooterLink({
  prompt,
  to,
  label,
}: {
  prompt?: string;
  to: string;
  label: string;
}) {
  return (
    <span>
      {prompt && `${prompt} `}
      <Link
        to={to}
        className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
      >
        {label}
      </Link>
    </span>
  );
}
