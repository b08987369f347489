import { cn } from "@web/lib/cn";
import type { LucideIcon } from "lucide-react";
import type * as React from "react";

type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** A lucide icon component, e.g. `Building2Icon`. */
  icon?: LucideIcon;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Buttons or links, e.g. an "Add Property" button. */
  action?: React.ReactNode;
  /** The title's element; a heading by default so the page outline stays intact. */
  titleAs?: "h2" | "h3" | "p";
};

/** The "No properties yet" panel shown in place of an empty list. */
function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  titleAs: Title = "h2",
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center",
        className,
      )}
      {...props}
    >
      {Icon && (
        <div className="mb-1 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </div>
      )}
      <Title className="font-semibold text-lg">{title}</Title>
      {description && (
        <p className="max-w-sm text-balance text-muted-foreground text-sm">{description}</p>
      )}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}

export { EmptyState, type EmptyStateProps };
