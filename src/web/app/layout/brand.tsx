import { Building2Icon } from "lucide-react";
import { Link } from "react-router";

export function Brand() {
  return (
    <Link
      to="/dashboard"
      className="focus-visible:ring-ring/50 flex items-center gap-2 rounded-md text-lg font-semibold outline-none focus-visible:ring-[3px]"
    >
      <span className="bg-primary text-primary-foreground flex size-8 items-center justify-center rounded-lg">
        <Building2Icon className="size-4" aria-hidden="true" />
      </span>
      Estate CRM
    </Link>
  );
}
