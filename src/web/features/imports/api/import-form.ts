import type { ValueMappings } from "@shared/domain/choice-match";
import type { CountryCode } from "@shared/domain/format";
import type { ColumnMapping, ImportKind } from "@shared/domain/import-fields";
import type { DuplicateMode } from "@shared/domain/import-plan";

export type ImportChoices = {
  kind: ImportKind;
  file: File;
  mapping?: ColumnMapping;
  valueMappings: ValueMappings;
  mode: DuplicateMode;
  country: CountryCode;
};

/** The multipart body both import requests send: the file and the agent's choices. */
export function importForm({ file, mapping, valueMappings, mode, country }: ImportChoices) {
  const form = new FormData();
  form.set("file", file, file.name);
  if (mapping) {
    form.set("mapping", JSON.stringify(mapping));
  }
  form.set("valueMappings", JSON.stringify(valueMappings));
  form.set("mode", mode);
  form.set("country", country);
  return form;
}
