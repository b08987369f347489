import type { ValueMappings } from "@shared/domain/choice-match";
import type { ColumnMapping, ImportKind } from "@shared/domain/import-fields";
import type { DuplicateMode, ImportSummary } from "@shared/domain/import-plan";
import { useQueryClient } from "@tanstack/react-query";
import { BackLink } from "@web/components/back-link";
import { useSettings } from "@web/records/settings/use-settings";
import { useState } from "react";
import type { ImportChoices } from "../api/import-form";
import { type ImportPreview, previewImport } from "../api/preview-import";
import { runImport } from "../api/run-import";
import { ImportResult } from "./import-result";
import { ImportSteps, type Step } from "./import-steps";
import { MapColumnsStep } from "./map-columns-step";
import { ReviewStep } from "./review-step";
import { UploadStep } from "./upload-step";

const NOUNS: Readonly<Record<ImportKind, string>> = {
  clients: "Clients",
  properties: "Properties",
};

/** Upload → Map columns → Review → Import, then the summary. */
export function ImportWizard({ kind }: { kind: ImportKind }) {
  const { country } = useSettings();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>("upload");
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [mode, setMode] = useState<DuplicateMode>("skip");
  const [progress, setProgress] = useState(0);
  const [summary, setSummary] = useState<ImportSummary | null>(null);

  const choicesFor = (chosen: File, more: Partial<ImportChoices> = {}): ImportChoices => ({
    kind,
    file: chosen,
    mapping: preview?.mapping,
    valueMappings: {},
    mode,
    country,
    ...more,
  });

  const refresh = async (choices: ImportChoices, next: Step) => {
    setIsBusy(true);
    setError(null);
    try {
      setPreview(await previewImport(choices));
      setStep(next);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setIsBusy(false);
    }
  };

  const upload = (chosen: File) => {
    setFile(chosen);
    void refresh(choicesFor(chosen, { mapping: undefined }), "map");
  };
  const [valueMappings, setValueMappings] = useState<ValueMappings>({});
  const review = (mapping: ColumnMapping) => {
    if (file) {
      void refresh(choicesFor(file, { mapping, valueMappings }), "review");
    }
  };
  const mapValues = (mappings: ValueMappings) => {
    setValueMappings(mappings);
    if (file) {
      void refresh(choicesFor(file, { valueMappings: mappings }), "review");
    }
  };
  const startImport = async () => {
    if (!file) {
      return;
    }
    setStep("import");
    setProgress(0);
    try {
      setSummary(await runImport(choicesFor(file, { valueMappings }), setProgress));
      void queryClient.invalidateQueries();
      setStep("done");
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setStep("review");
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <BackLink to={`/${kind}`}>Back to {NOUNS[kind]}</BackLink>
      <h1 className="font-semibold text-2xl tracking-tight">Import {NOUNS[kind].toLowerCase()}</h1>
      <ImportSteps current={step} />
      {error && (
        <p
          role="alert"
          className="wrap-anywhere rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive text-sm"
        >
          {error}
        </p>
      )}
      {step === "upload" && <UploadStep kind={kind} isBusy={isBusy} onFile={upload} />}
      {step === "map" && preview && (
        <MapColumnsStep
          kind={kind}
          preview={preview}
          isBusy={isBusy}
          onBack={() => setStep("upload")}
          onNext={review}
        />
      )}
      {step === "review" && preview && (
        <ReviewStep
          kind={kind}
          preview={preview}
          mode={mode}
          onModeChange={setMode}
          valueMappings={valueMappings}
          onValueMappingsChange={mapValues}
          isBusy={isBusy}
          onBack={() => setStep("map")}
          onImport={() => void startImport()}
        />
      )}
      {step === "import" && (
        <ImportResult kind={kind} progress={progress} summary={null} headers={[]} />
      )}
      {step === "done" && summary && preview && (
        <ImportResult kind={kind} progress={100} summary={summary} headers={preview.headers} />
      )}
    </div>
  );
}
