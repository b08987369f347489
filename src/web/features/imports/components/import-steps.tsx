import { cn } from "@web/lib/cn";

export type Step = "upload" | "map" | "review" | "import" | "done";

const STEPS: ReadonlyArray<{ step: Step; label: string }> = [
  { step: "upload", label: "Upload" },
  { step: "map", label: "Map columns" },
  { step: "review", label: "Review" },
  { step: "import", label: "Import" },
];

/** Where the agent is in the wizard; the summary counts as the last step. */
export function ImportSteps({ current }: { current: Step }) {
  const index = current === "done" ? STEPS.length - 1 : STEPS.findIndex((s) => s.step === current);
  return (
    <ol aria-label="Import steps" className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
      {STEPS.map(({ step, label }, position) => (
        <li
          key={step}
          aria-current={position === index ? "step" : undefined}
          className={cn(
            "rounded-md border px-3 py-2",
            position === index && "border-primary bg-primary/10 font-medium",
            position > index && "text-muted-foreground",
          )}
        >
          {position + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
