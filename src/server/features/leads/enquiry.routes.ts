import type { HttpBindings } from "@hono/node-server";
import { ENQUIRY_TEXTS, enquiryClient } from "@shared/domain/enquiry";
import { COUNTRY_CALLING_CODES } from "@shared/domain/format";
import { isShareToken } from "@shared/domain/sharing";
import { clientSchemas } from "@shared/schemas/client";
import { leadSchemas } from "@shared/schemas/lead";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "../../db/db";
import type { ShareScope } from "../../db/share-scope";
import type { UserScope } from "../../db/user-scope";
import { clientIp } from "../../http/client-ip";
import { HttpError, notFound, tooLarge } from "../../http/errors";
import { requestClock } from "../../http/request-clock";
import { withinLimit } from "../shares/guess-limit";
import { findShare, readSharedListing } from "../shares/shares.service";
import { type EnquiryFormState, enquiryFormHtml, enquiryPage, thankYouHtml } from "./enquiry-form";
import { enquiryStamp, isPatientStamp } from "./enquiry-stamp";
import { takeLeads } from "./lead-intake.service";

const HOUR_MS = 60 * 60 * 1000;
export const ENQUIRIES_PER_ADDRESS = 5;
export const ENQUIRIES_PER_LINK = 20;
const BODY_LIMIT = 64 * 1024;

type Deps = {
  db: Db;
  asUser: UserScope;
  asShare: ShareScope;
  trustedProxyHops: number;
  signingSecret: string;
};
type Env = { Bindings: HttpBindings };

/**
 * `POST /p/<token>/enquiry`: 'I'm interested' from a shared listing, signed out. A form post
 * (no JavaScript) is answered with a page; JSON (the web app's form) with JSON. Against spam: a
 * field no person fills, a signed time stamp at least MIN_FILL_MS old, and limits per address
 * and per link counted in the database. Mounted beside the listing's page routes, whose guess
 * limit counts its 404s.
 */
export function enquiryRoutes(deps: Deps) {
  return new Hono<Env>().post(
    "/:token/enquiry",
    bodyLimit({ maxSize: BODY_LIMIT, onError: tooLarge }),
    async (c) => {
      const token = c.req.param("token");
      const share = isShareToken(token)
        ? await deps.asShare(token, (db) => findShare(db, token))
        : null;
      if (!share) {
        throw notFound("Listing");
      }
      const isJson = (c.req.header("content-type") ?? "").startsWith("application/json");
      const fields = await readFields(c, isJson);
      const listing = await deps.asUser(share.userId, (db) => readSharedListing(db, share));
      const form: EnquiryFormState = {
        token,
        stamp: enquiryStamp(deps.signingSecret, Date.now()),
        phonePrefix: `+${COUNTRY_CALLING_CODES[share.country]} `,
        values: textsOf(fields),
      };
      const refuse = (status: 400 | 429, notice: string, errors?: EnquiryFormState["errors"]) => {
        if (isJson) {
          const issues = Object.entries(errors ?? {}).map(([path, message]) => ({ path, message }));
          throw new HttpError(status, notice, issues);
        }
        const body = enquiryFormHtml({ ...form, notice, errors });
        return c.html(enquiryPage(ENQUIRY_TEXTS.heading, body), status);
      };
      const thanks = () =>
        isJson
          ? c.json({ agentName: listing.agent.name }, 201)
          : c.html(enquiryPage(listing.title, thankYouHtml(listing.agent.name)));

      if (fields[ENQUIRY_TEXTS.honeypot]) {
        return thanks();
      }
      if (!isPatientStamp(deps.signingSecret, fields.stamp, Date.now())) {
        return refuse(400, ENQUIRY_TEXTS.tooQuick);
      }
      const parsed = leadSchemas(share.country).enquiry.safeParse(fields);
      if (!parsed.success) {
        const errors = Object.fromEntries(
          parsed.error.issues.reverse().map((issue) => [String(issue.path[0]), issue.message]),
        );
        return refuse(400, parsed.error.issues[0]?.message ?? "Check the form", errors);
      }
      const address = clientIp(c, deps.trustedProxyHops) ?? "unknown";
      const isWithin =
        (await withinLimit(deps.db, `enquiry:${address}`, ENQUIRIES_PER_ADDRESS, HOUR_MS)) &&
        (await withinLimit(deps.db, `enquiry-link:${token}`, ENQUIRIES_PER_LINK, HOUR_MS));
      if (!isWithin) {
        c.header("Retry-After", String(HOUR_MS / 1000));
        return refuse(429, ENQUIRY_TEXTS.tooMany);
      }
      const client = clientSchemas(share.country).input.parse(enquiryClient(parsed.data, listing));
      const lead = { client, message: parsed.data.message, propertyId: share.propertyId };
      const arrived = () => ({ leads: [lead], clock: requestClock(c) });
      await deps.asUser(share.userId, (db) => takeLeads(db, share.userId, arrived));
      return thanks();
    },
  );
}

async function readFields(c: Context<Env>, isJson: boolean): Promise<Record<string, unknown>> {
  if (!isJson) {
    return c.req.parseBody();
  }
  const body: unknown = await c.req.json().catch(() => null);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new HttpError(400, "Send the enquiry as a JSON object.");
  }
  return body as Record<string, unknown>;
}

/** What was typed, to give back beside the problems. */
function textsOf(fields: Record<string, unknown>): EnquiryFormState["values"] {
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  return {
    name: text(fields.name),
    phone: text(fields.phone),
    email: text(fields.email),
    message: text(fields.message),
  };
}
