import type { LeadCapture } from "@shared/schemas/lead";
import { ConfirmDeleteButton } from "@web/components/confirm-delete-button";
import { Button } from "@web/components/ui/button";
import { Field, FieldControl, FieldDescription, FieldLabel } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { copyText } from "@web/lib/copy-text";
import { CopyIcon } from "lucide-react";
import { useTurnOffLeadCapture } from "../api/lead-capture";

const EXAMPLE_CLASS = "wrap-anywhere rounded-md bg-muted p-3 text-foreground text-xs";
// Wrapped, not scrolled: a phone shows the whole example (inline, so the shared CSS stays as it is).
const WRAPPED = { whiteSpace: "pre-wrap" } as const;

/** The webhook while it is on: its secret address, how to send leads to it, and Turn off. */
export function LeadCaptureDetails({ capture }: { capture: LeadCapture }) {
  const turnOff = useTurnOffLeadCapture();
  const { url } = capture;
  return (
    <div className="flex flex-col gap-5">
      <Field>
        <FieldLabel>Lead URL</FieldLabel>
        <FieldControl>
          <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </FieldControl>
        <FieldDescription>
          Anyone with this address can add leads to your clients: give it only to your own forms and
          tools.
        </FieldDescription>
      </Field>
      <Button
        variant="outline"
        className="self-start"
        onClick={() => copyText(url, "Lead URL copied")}
      >
        <CopyIcon aria-hidden="true" />
        Copy link
      </Button>
      <div className="flex min-w-0 flex-col gap-2 text-muted-foreground text-sm">
        <h3 className="font-medium text-foreground">A form on your website</h3>
        <pre className={EXAMPLE_CLASS} style={WRAPPED}>
          {`<form method="post" action="${url}">\n  <input name="name"> <input name="phone">\n  <input name="email"> <textarea name="message"></textarea>\n  <button>Send</button>\n</form>`}
        </pre>
        <h3 className="font-medium text-foreground">JSON</h3>
        <pre className={EXAMPLE_CLASS} style={WRAPPED}>
          {`curl -X POST '${url}' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"name":"Ravi Kumar","phone":"98200 11111","budget":"75 lakh","city":"Pune","source":"99acres"}'`}
        </pre>
        <p>
          Zapier, Make, Facebook Lead Ads and Google Ads lead forms: add a webhook step that
          forwards the lead's fields to this URL. Names such as full_name, phone_number, email,
          budget, city, property_type and source are understood.
        </p>
      </div>
      <ConfirmDeleteButton
        className="self-start"
        label="Turn off"
        confirmLabel="Turn off"
        isPending={turnOff.isPending}
        onConfirm={() => turnOff.mutate()}
        description="Forms and tools sending to this address stop adding leads. Turning lead capture on again gives a new address."
      />
    </div>
  );
}
