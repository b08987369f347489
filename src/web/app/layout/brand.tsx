import { Building2Icon } from "lucide-react";
import { Link } from "react-router";

export function Brand() {
  return (
    <Link
      to="/dashboard"
      className="flex min-h-11 items-center gap-2 rounded-md font-semibold text-lg"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Building2Icon className="size-4" aria-hidden="true" />
      </span>
      Estate CRM
    </Link>
  );
}
