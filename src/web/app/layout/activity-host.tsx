import type { AfterCallSheet } from "@web/features/activity/after-call-sheet";
import { wait } from "@web/lib/wait";
import { dismissAfterCall, useAfterCallPrompt } from "@web/records/activity/after-call";
import { useActivityOutbox } from "@web/records/activity/use-log-activity";
import { useEffect, useState } from "react";

type Sheet = typeof AfterCallSheet;

const loadSheet = () =>
  import("@web/features/activity/after-call-sheet").then((module) => module.AfterCallSheet);

// A fetch that failed (a phone between networks) is tried once more before the call is left
// without an outcome.
const RETRY_AFTER_MS = 1000;

// Time for the first screen to settle before the sheet's code is fetched.
const WARM_UP_MS = 2000;

/**
 * The frame's part in the timeline: sends the taps kept offline (at start and whenever the
 * network returns), and asks how a client's call went once the agent is back. The sheet's code is fetched a moment
 * after start (not on the first screen's bill) so it is there even when the call was made
 * offline; if it could not be fetched, the call simply stays logged without an outcome.
 */
export function ActivityHost() {
  useActivityOutbox();
  const prompt = useAfterCallPrompt();
  const [sheet, setSheet] = useState<{ Sheet: Sheet } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void wait(WARM_UP_MS)
      .then(loadSheet)
      .then((Sheet) => isCurrent && setSheet({ Sheet }))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => {
    if (!prompt || sheet) {
      return;
    }
    let isCurrent = true;
    loadSheet()
      .catch(() => wait(RETRY_AFTER_MS).then(loadSheet))
      .then(
        (Sheet) => isCurrent && setSheet({ Sheet }),
        () => dismissAfterCall(),
      );
    return () => {
      isCurrent = false;
    };
  }, [prompt, sheet]);

  if (!prompt || !sheet) {
    return null;
  }
  return <sheet.Sheet key={prompt.activityId} prompt={prompt} />;
}
