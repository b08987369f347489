// npm run restore -- <file.tar.gz> [--force]: a whole backup into an empty install.
// npm run restore -- --account <zip> --email <e-mail>: one agent's "Download my data" zip into
// an existing account of this install.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { importAccount } from "./account-import";
import { CommandError, openTarget, runCommand } from "./ops-cli";
import { RestoreError, restoreBackup } from "./restore";

const USAGE =
  "Usage: npm run restore -- <file.tar.gz> [--force], or npm run restore -- --account <zip> --email <e-mail>";

await runCommand(
  async () => {
    const { values, positionals } = parseArgs({
      options: {
        force: { type: "boolean", default: false },
        account: { type: "string" },
        email: { type: "string" },
      },
      allowPositionals: true,
    });
    const file = values.account ?? positionals[0];
    const isAccount = values.account !== undefined;
    if (!file || positionals.length > (isAccount ? 0 : 1) || isAccount !== Boolean(values.email)) {
      throw new CommandError(USAGE);
    }
    if (!existsSync(file)) {
      throw new CommandError(`No such file: ${file}`);
    }
    const { database, storage, describe } = await openTarget({ mustExist: false });
    try {
      if (values.account && values.email) {
        console.error(`Importing ${file} into the account ${values.email}: ${describe}`);
        const summary = await importAccount(
          { database, storage },
          path.resolve(file),
          values.email,
        );
        console.error(
          `Imported ${summary.properties} properties, ${summary.clients} clients, ${summary.appointments} appointments and ${summary.files} files`,
        );
        return;
      }
      console.error(`Restoring ${file} into ${describe}`);
      const summary = await restoreBackup({ database, storage }, path.resolve(file), {
        force: values.force,
      });
      console.error(`Restored ${summary.rows} rows and ${summary.files} files`);
    } finally {
      await database.close();
    }
  },
  (error) => error instanceof RestoreError || isArgumentError(error),
);

function isArgumentError(error: unknown): boolean {
  return (
    error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")
  );
}
