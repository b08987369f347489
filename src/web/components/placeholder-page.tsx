import { EmptyState } from "@web/components/ui/empty-state";
import { usePageTitle } from "@web/lib/use-page-title";
import { ConstructionIcon } from "lucide-react";

/** Stands in for a screen whose feature is not built yet, so that every route of SPEC exists. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
      <EmptyState
        icon={ConstructionIcon}
        title="Coming soon"
        description="This part of Estate CRM is being built."
      />
    </div>
  );
}
