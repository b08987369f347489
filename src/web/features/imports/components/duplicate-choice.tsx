import { DUPLICATE_MODES, type DuplicateMode } from "@shared/domain/import-plan";

const LABELS: Readonly<Record<DuplicateMode, string>> = {
  skip: "Skip duplicates",
  update: "Update existing",
};

/** What to do with a row whose client (by phone or e-mail) or listing is already there. */
export function DuplicateChoice({
  mode,
  onChange,
}: {
  mode: DuplicateMode;
  onChange: (mode: DuplicateMode) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-sm">Duplicates</legend>
      <div className="flex flex-wrap gap-4">
        {DUPLICATE_MODES.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="duplicates"
              value={choice}
              checked={mode === choice}
              onChange={() => onChange(choice)}
              className="size-4 accent-primary"
            />
            {LABELS[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
