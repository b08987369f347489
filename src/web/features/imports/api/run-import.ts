import type { ImportSummary } from "@shared/domain/import-plan";
import { ApiError, errorMessage, SERVER_UNREACHABLE, unreachableError } from "@web/lib/api";
import { type ImportChoices, importForm } from "./import-form";

type ImportLine =
  | { type: "progress"; done: number; total: number }
  | ({ type: "summary" } & ImportSummary)
  | { type: "error"; message: string };

/** Imports the file, reading the server's NDJSON lines as they come: progress, then the summary. */
export async function runImport(
  choices: ImportChoices,
  onProgress: (percent: number) => void,
): Promise<ImportSummary> {
  let response: Response;
  try {
    response = await fetch(`/api/${choices.kind}/import`, {
      method: "POST",
      credentials: "same-origin",
      body: importForm(choices),
    });
  } catch {
    throw unreachableError("POST", `/api/${choices.kind}/import`);
  }
  if (!response.ok || !response.body) {
    throw new ApiError(response.status, errorMessage(await response.json().catch(() => null)));
  }
  for await (const line of lines(response.body)) {
    if (line.type === "progress") {
      onProgress(line.total === 0 ? 100 : Math.round((line.done / line.total) * 100));
    } else if (line.type === "summary") {
      return line;
    } else {
      throw new ApiError(500, line.message);
    }
  }
  throw new ApiError(0, SERVER_UNREACHABLE);
}

async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<ImportLine> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { done, value } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    const complete = buffered.split("\n");
    buffered = complete.pop() ?? "";
    for (const line of complete.filter(Boolean)) {
      yield JSON.parse(line) as ImportLine;
    }
    if (done) {
      return;
    }
  }
}
