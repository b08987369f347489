import { cn } from "@web/lib/cn";

/** The agent's notes on the client, as written. */
export function ClientNotes({ notes, className }: { notes: string; className?: string }) {
  const text = notes.trim();
  return (
    <p
      className={cn(
        text ? "wrap-anywhere whitespace-pre-line" : "text-muted-foreground",
        className,
      )}
    >
      {text || "No notes yet."}
    </p>
  );
}
