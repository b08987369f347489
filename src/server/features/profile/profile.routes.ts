import { profileUpdateSchema } from "@shared/schemas/profile";
import { Hono } from "hono";
import type { Db } from "../../db/open";
import type { AppEnv } from "../../http/app-env";
import { parseJson } from "../../http/validate";
import type { FileStorage } from "../../storage/storage";
import { deleteStoredFiles } from "../files/files.service";
import { getProfile, updateProfile } from "./profile.service";

type Deps = { db: Db; storage: FileStorage; log: (line: string) => void };

export function profileRoutes({ db, storage, log }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getProfile(db, c.get("user").id)))
    .put("/", async (c) => {
      const update = await parseJson(c, profileUpdateSchema);
      const { profile, replacedAvatar } = await updateProfile(db, c.get("user").id, update);
      if (replacedAvatar) {
        await deleteStoredFiles(storage, [{ name: "avatar", url: replacedAvatar, type: "" }], log);
      }
      return c.json(profile);
    });
}
