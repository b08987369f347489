import { displayName } from "@shared/domain/format";
import { useSession } from "@web/features/auth/api/get-session";
import { useEffect } from "react";

export function DashboardPage() {
  const user = useSession().data?.user;
  useEffect(() => {
    document.title = "Dashboard - real estate CRM";
  }, []);
  return (
    <div className="flex flex-col gap-2">
      <h1 className="font-semibold text-2xl tracking-tight">Dashboard</h1>
      <p className="text-muted-foreground">Welcome back, {displayName(user?.name, user?.email)}</p>
    </div>
  );
}
