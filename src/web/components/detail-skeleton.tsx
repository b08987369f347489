import { Skeleton } from "@web/components/ui/skeleton";

/** A detail screen's placeholder while its record loads; `label` is read to screen readers. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-8 w-2/3" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Skeleton className="aspect-video w-full lg:col-span-2" />
        <Skeleton className="h-48 w-full" />
      </div>
    </div>
  );
}
