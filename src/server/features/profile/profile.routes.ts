import { contentDisposition } from "@shared/domain/file-names";
import { setPasswordSchema } from "@shared/schemas/auth";
import { exportSettingsSchema } from "@shared/schemas/export";
import { profileCountrySchema, profileSchemas } from "@shared/schemas/profile";
import { type Context, Hono } from "hono";
import type { Auth } from "../../auth";
import type { AppEnv } from "../../http/app-env";
import { refreshSessionCache } from "../../http/session-cookies";
import { parseJson, parseQuery } from "../../http/validate";
import type { FileStorage } from "../../storage/storage";
import { accountZip, readAccount } from "../account-export/account-export.service";
import { exportTimeZone } from "../exports/export-query";
import { releaseFiles } from "../files/files.service";
import {
  accountCountry,
  getProfile,
  hasPassword,
  setFirstPassword,
  updateProfile,
} from "./profile.service";

type Deps = { auth: Auth; storage: FileStorage; log: (line: string) => void };

export function profileRoutes({ auth, storage, log }: Deps) {
  /** The profile, and whether the account has a password to change. */
  const withPassword = async <P>(c: Context<AppEnv>, profile: P) => ({
    ...profile,
    hasPassword: await hasPassword(auth, c.req.raw.headers),
  });
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const profile = await c.var.asUser((db) => getProfile(db, c.get("user").id));
      return c.json(await withPassword(c, profile));
    })
    .put("/", async (c) => {
      const userId = c.get("user").id;
      // The phone is read with the country sent beside it, else the one saved before.
      const sent = await parseJson(c, profileCountrySchema);
      const country = sent.country ?? (await c.var.asUser((db) => accountCountry(db, userId)));
      const update = await parseJson(c, profileSchemas(country));
      const { profile, replacedAvatar } = await c.var.asUser((db) =>
        updateProfile(db, userId, update),
      );
      if (replacedAvatar) {
        await c.var.asUser((db) => releaseFiles(db, storage, userId, [replacedAvatar], log));
      }
      // The name and the avatar are the account's: the session's cached copy must show the new ones.
      await refreshSessionCache(c, auth);
      return c.json(await withPassword(c, profile));
    })
    .get("/export", async (c) => {
      const userId = c.get("user").id;
      const dates = {
        country: parseQuery(c, exportSettingsSchema).country,
        timeZone: exportTimeZone(c),
      };
      const exported = await c.var.asUser((db) => readAccount(db, userId));
      return new Response(accountZip(exported, storage, dates), {
        headers: {
          "Content-Type": "application/zip",
          "Content-Disposition": contentDisposition("attachment", "estate-crm-my-data.zip"),
          "Cache-Control": "no-store",
        },
      });
    })
    .post("/password", async (c) => {
      const { password } = await parseJson(c, setPasswordSchema);
      await setFirstPassword(auth, c.req.raw.headers, password);
      const profile = await c.var.asUser((db) => getProfile(db, c.get("user").id));
      return c.json(await withPassword(c, profile));
    });
}
