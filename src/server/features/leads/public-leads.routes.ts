import type { HttpBindings } from "@hono/node-server";
import type { CountryCode } from "@shared/domain/format";
import { readLeadPayload } from "@shared/domain/lead-payload";
import { isShareToken } from "@shared/domain/sharing";
import { type Context, Hono } from "hono";
import type { Db } from "../../db/db";
import type { ShareScope } from "../../db/share-scope";
import type { UserScope } from "../../db/user-scope";
import { HttpError, notFound } from "../../http/errors";
import { requestClock } from "../../http/request-clock";
import { accountCountry } from "../profile/profile.service";
import { countedLimit, shareGuessLimit } from "../shares/guess-limit";
import { leadBatches } from "./lead-batches";
import { findCapture } from "./lead-captures.service";
import { takeLeads } from "./lead-intake.service";

type Deps = {
  db: Db;
  asUser: UserScope;
  asShare: ShareScope;
  trustedProxyHops: number;
  leadsPerMinute: number;
};
type Env = { Bindings: HttpBindings };

/**
 * `POST /api/leads/<token>`: a portal's or an ad form's lead, as JSON or a form post, into the
 * agent's clients; 201 `{ id, created }`. A wrong token counts against the caller's address like
 * a wrong link; each token takes `leadsPerMinute`. The body cap is the API's (64 KB). An agent's
 * leads arriving together are written together (leadBatches).
 */
export function publicLeadRoutes(deps: Deps) {
  const takeLead = leadBatches((userId, arrived) =>
    deps.asUser(userId, async (db) => {
      const country = await accountCountry(db, userId);
      return takeLeads(db, userId, () => arrived(country));
    }),
  );
  return new Hono<Env>()
    .use(shareGuessLimit(deps))
    .post(
      "/:token",
      countedLimit<Env>(deps.db, {
        keyOf: (c) => `lead-webhook:${c.req.param("token") ?? ""}`,
        allowed: deps.leadsPerMinute,
        windowMs: 60_000,
        message: "Too many leads to this address. Please try again in a minute.",
      }),
      async (c) => {
        const token = c.req.param("token");
        const capture = isShareToken(token)
          ? await deps.asShare(token, (db) => findCapture(db, token))
          : null;
        if (!capture) {
          throw notFound("Lead address");
        }
        const payload = await readPayload(c);
        const { userId } = capture;
        const read = (country: CountryCode) => readLeadPayload(payload, country);
        return c.json(await takeLead(userId, read, requestClock(c)), 201);
      },
    )
    .all("*", () => {
      throw notFound("Lead address");
    });
}

/** A JSON object or a form post's fields; anything else is refused before anything is stored. */
async function readPayload(c: Context<Env>): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (type.startsWith("application/x-www-form-urlencoded")) {
    return c.req.parseBody({ all: true });
  }
  if (!type.startsWith("application/json")) {
    throw new HttpError(
      415,
      "Send the lead as JSON or as a form (application/x-www-form-urlencoded).",
    );
  }
  const body: unknown = await c.req.json().catch(() => {
    throw new HttpError(400, "The request body is not valid JSON.");
  });
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new HttpError(400, "Send one lead as a JSON object.");
  }
  return body as Record<string, unknown>;
}
