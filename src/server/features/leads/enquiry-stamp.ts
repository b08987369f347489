import { createHmac, timingSafeEqual } from "node:crypto";

/** A person takes longer than this to type a name and a phone; a bot posting at once does not. */
export const MIN_FILL_MS = 3000;
/** A page left open for a week still sends. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** When the form was handed out, signed so that a bot cannot claim it waited. */
export function enquiryStamp(secret: string, now: number): string {
  return `${now}.${signature(secret, now)}`;
}

/** Whether the form was filled by someone who took their time with it. */
export function isPatientStamp(secret: string, stamp: unknown, now: number): boolean {
  const [time = "", sent = ""] = typeof stamp === "string" ? stamp.split(".") : [];
  const issuedAt = Number(time);
  if (!/^\d{13}$/.test(time) || !Number.isSafeInteger(issuedAt)) {
    return false;
  }
  const expected = Buffer.from(signature(secret, issuedAt));
  const given = Buffer.from(sent);
  const age = now - issuedAt;
  return (
    given.length === expected.length &&
    timingSafeEqual(given, expected) &&
    age >= MIN_FILL_MS &&
    age <= MAX_AGE_MS
  );
}

function signature(secret: string, issuedAt: number): string {
  return createHmac("sha256", secret).update(`enquiry:${issuedAt}`).digest("base64url");
}
