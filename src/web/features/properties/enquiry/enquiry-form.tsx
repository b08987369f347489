import { ENQUIRY_FIELDS, ENQUIRY_TEXTS, type EnquiryField } from "@shared/domain/enquiry";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Field, FieldControl, FieldError, FieldLabel } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { ApiError, api, messageOf } from "@web/lib/api";
import { CircleCheckIcon } from "lucide-react";
import { type FormEvent, useState } from "react";

type EnquiryFormProps = {
  token: string;
  /** The signed time the page handed the form out: the server checks that it was not rushed. */
  stamp: string;
  /** '+91 ': the agent's country's calling code, what the phone starts with. */
  phonePrefix: string;
  agentName: string;
};

const INPUTS: Record<Exclude<EnquiryField, "message">, { type: string; autoComplete: string }> = {
  name: { type: "text", autoComplete: "name" },
  phone: { type: "tel", autoComplete: "tel" },
  email: { type: "email", autoComplete: "email" },
};

/** 'I'm interested' on a shared listing: the visitor's name and phone go to the agent as a lead. */
export function EnquiryForm({ token, stamp, phonePrefix, agentName }: EnquiryFormProps) {
  const [values, setValues] = useState<Record<EnquiryField, string>>({
    name: "",
    phone: phonePrefix,
    email: "",
    message: "",
  });
  const [errors, setErrors] = useState<Partial<Record<EnquiryField, string>>>({});
  const [notice, setNotice] = useState("");
  const [state, setState] = useState<"editing" | "sending" | "sent">("editing");

  async function send(event: FormEvent) {
    event.preventDefault();
    setState("sending");
    try {
      await api.post(`/p/${encodeURIComponent(token)}/enquiry`, { ...values, stamp });
      setState("sent");
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
      setNotice(issues.length > 0 ? "" : messageOf(error));
      setState("editing");
    }
  }

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>{ENQUIRY_TEXTS.heading}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {state === "sent" ? (
          <p role="status" className="flex items-start gap-2 font-medium">
            <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            {ENQUIRY_TEXTS.thanks(agentName)}
          </p>
        ) : (
          <form className="flex flex-col gap-4" onSubmit={send} noValidate>
            {notice && (
              <p role="alert" className="text-destructive text-sm">
                {notice}
              </p>
            )}
            {ENQUIRY_FIELDS.map((field) => (
              <Field key={field} invalid={Boolean(errors[field])}>
                <FieldLabel>{ENQUIRY_TEXTS.labels[field]}</FieldLabel>
                <FieldControl>
                  {field === "message" ? (
                    <Textarea
                      name={field}
                      rows={3}
                      value={values[field]}
                      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                    />
                  ) : (
                    <Input
                      name={field}
                      {...INPUTS[field]}
                      className="h-11"
                      value={values[field]}
                      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                    />
                  )}
                </FieldControl>
                <FieldError>{errors[field]}</FieldError>
              </Field>
            ))}
            <Button type="submit" className="h-11 self-start px-6" disabled={state === "sending"}>
              {ENQUIRY_TEXTS.send}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
