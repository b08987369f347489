import {
  defaultPicks,
  MERGE_FIELDS,
  type MergePicks,
  mergedFields,
} from "@shared/domain/client-merge";
import type { Client } from "@shared/schemas/client";
import { FormPage, FormPageLoading } from "@web/components/form-page";
import { NotFoundState } from "@web/components/not-found-state";
import { Button } from "@web/components/ui/button";
import { usePageTitle } from "@web/lib/use-page-title";
import { clientDisplayName } from "@web/records/client/client-display-name";
import { useClient } from "@web/records/client/get-client";
import { useSettings } from "@web/records/settings/use-settings";
import { type FormEvent, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useMergeClients } from "./api/merge-clients";
import { MergeFieldChoice } from "./components/merge-field-choice";
import { mergeValueText } from "./components/merge-value";

/** `/clients/:id/merge/:otherId`: the two records side by side, each field's value to keep. */
export function MergePage() {
  usePageTitle("Merge clients");
  const { id = "", otherId = "" } = useParams();
  const survivor = useClient(id);
  const other = useClient(otherId);
  if (survivor.data && other.data) {
    return <MergeForm survivor={survivor.data} other={other.data} />;
  }
  if (survivor.isError || other.isError) {
    return (
      <NotFoundState
        title="The clients could not be loaded"
        backTo="/clients/duplicates"
        backLabel="Back to Duplicates"
      />
    );
  }
  return <FormPageLoading />;
}

function MergeForm({ survivor, other }: { survivor: Client; other: Client }) {
  const settings = useSettings();
  const navigate = useNavigate();
  const merge = useMergeClients();
  const [picks, setPicks] = useState<MergePicks>(() => defaultPicks(survivor, other));
  const merged = mergedFields(survivor, other, picks);
  const text = (field: string, value: unknown) => mergeValueText(field, value, settings);
  const back = () => navigate(`/clients/${survivor.id}`);
  const owners = [clientDisplayName(survivor), clientDisplayName(other)] as const;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    merge.mutate(
      { survivorId: survivor.id, otherId: other.id, fields: merged },
      { onSuccess: () => navigate(`/clients/${survivor.id}`, { replace: true }) },
    );
  };

  return (
    <FormPage
      title="Merge clients"
      back={{ to: `/clients/${survivor.id}`, label: "Back to Client" }}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-6">
        <p className="text-muted-foreground">
          {owners[1]} is merged into {owners[0]}: every visit, activity, follow-up and shared
          listing of both stays, on one client. Choose what to keep.
        </p>
        <div className="grid grid-cols-2 gap-2 font-semibold text-sm" aria-hidden="true">
          <span className="wrap-anywhere">Keeps: {owners[0]}</span>
          <span className="wrap-anywhere">Merges in: {owners[1]}</span>
        </div>
        {MERGE_FIELDS.map(({ field, header, way }) => {
          const values = [text(field, survivor[field]), text(field, other[field])] as const;
          if (way !== "pick" || values[0] === values[1]) {
            return (
              <div key={field} className="flex min-w-0 flex-col gap-1">
                <span className="font-medium text-sm">{header}</span>
                <p className="wrap-anywhere whitespace-pre-wrap text-sm">
                  {text(field, merged[field])}
                </p>
              </div>
            );
          }
          return (
            <MergeFieldChoice
              key={field}
              field={field}
              label={header}
              values={values}
              owners={owners}
              side={picks[field] ?? "survivor"}
              onChange={(side) => setPicks((current) => ({ ...current, [field]: side }))}
            />
          );
        })}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={back}>
            Cancel
          </Button>
          <Button type="submit" disabled={merge.isPending}>
            {merge.isPending ? "Merging…" : "Merge"}
          </Button>
        </div>
      </form>
    </FormPage>
  );
}
