import { hasPhone } from "@shared/domain/links";
import { formatPhone } from "@shared/domain/phone-numbers";
import { TextField } from "@web/components/form/text-field";
import { Button } from "@web/components/ui/button";
import { Textarea } from "@web/components/ui/textarea";
import { useSettings } from "@web/records/settings/use-settings";
import { ClipboardPasteIcon } from "lucide-react";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import type { ClientFormValues } from "./client-form-values";

const NOTHING_FOUND = "Found no name, phone, e-mail or budget to fill.";

/**
 * 'Paste lead': a portal's e-mail or a chat message in, the empty fields it names filled (never
 * what the agent typed), for the agent to check before saving.
 */
export function PasteLeadBox() {
  const { getValues, setValue } = useFormContext<ClientFormValues>();
  const { country } = useSettings();
  const [text, setText] = useState("");
  const [result, setResult] = useState("");

  const fill = async () => {
    // The reader loads on first use: most new clients are typed, not pasted.
    const { readLeadText } = await import("@shared/domain/lead-text");
    const lead = readLeadText(text, country);
    const current = getValues();
    const filled: string[] = [];
    const fillIf = (isEmpty: boolean, label: string, apply: () => void) => {
      if (isEmpty) {
        apply();
        filled.push(label);
      }
    };
    const options = { shouldDirty: true, shouldValidate: false };
    const { name, title, phone, email, budget } = lead;
    fillIf(name !== undefined && current.name.trim() === "", "name", () => {
      setValue("name", name ?? "", options);
      if (title) {
        setValue("title", title, options);
      }
    });
    fillIf(phone !== undefined && !hasPhone(current.phone), "phone", () =>
      setValue("phone", formatPhone(phone ?? ""), options),
    );
    fillIf(email !== undefined && current.email.trim() === "", "e-mail", () =>
      setValue("email", email ?? "", options),
    );
    fillIf(budget !== undefined && current.budget.trim() === "", "budget", () =>
      setValue("budget", String(budget), options),
    );
    setResult(
      filled.length === 0 ? NOTHING_FOUND : `Filled ${listOf(filled)}. Check them before saving.`,
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <TextField label="Paste lead">
        <Textarea rows={4} value={text} onChange={(event) => setText(event.target.value)} />
      </TextField>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={text.trim() === ""}
        onClick={() => void fill()}
      >
        <ClipboardPasteIcon aria-hidden="true" />
        Fill from text
      </Button>
      <p role="status" className="text-muted-foreground text-sm">
        {result}
      </p>
    </div>
  );
}

/** 'name, phone and budget'. */
function listOf(items: string[]): string {
  return items.length === 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
