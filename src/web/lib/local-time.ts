import { localWallClockAt, type WallClock } from "@shared/domain/wall-clock";

/** This device's time zone: appointments are the agent's local wall-clock times. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Now, as the agent's local date and time. */
export function localNow(): WallClock {
  return localWallClockAt(new Date());
}

/** `date=…&time=…`: now on the agent's clock, for the answers the server measures from it. */
export function localNowQuery(): URLSearchParams {
  const { date, time } = localNow();
  return new URLSearchParams({ date, time });
}
