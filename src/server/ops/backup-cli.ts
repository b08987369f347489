// npm run backup -- <file.tar.gz>: the database and every stored file, from the server's env.
import path from "node:path";
import { writeBackup } from "./backup";
import { CommandError, openTarget, runCommand } from "./ops-cli";

await runCommand(
  async () => {
    const [file] = process.argv.slice(2);
    if (!file || file.startsWith("-")) {
      throw new CommandError("Usage: npm run backup -- <file.tar.gz>");
    }
    const { database, storage, describe } = await openTarget({ mustExist: true });
    try {
      console.error(`Backing up ${describe}`);
      const summary = await writeBackup({ db: database.db, storage }, path.resolve(file));
      console.error(
        `Wrote ${file}: ${summary.rows} rows, ${summary.files} files (${summary.bytes} bytes)`,
      );
    } finally {
      await database.close();
    }
  },
  () => false,
);
