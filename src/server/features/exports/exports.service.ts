import type { ExportFormat } from "@shared/domain/export-formats";
import type { Settings } from "@shared/domain/format";
import { CLIENT_COLUMNS, PROPERTY_COLUMNS } from "@shared/domain/record-columns";
import { toVcard, toVcards, vcardFileName } from "@shared/domain/vcard";
import type { Db } from "../../db/db";
import { wholeList } from "../../db/list-page";
import { getClient, listClients } from "../clients/clients.service";
import { listProperties } from "../properties/properties.service";
import { csvFile, type ExportFile, exportFileName, vcardFile, xlsxFile } from "./export-files";

/** All the agent's clients, newest first, as a spreadsheet or an address book. */
export async function exportClients(
  db: Db,
  userId: string,
  format: ExportFormat,
  settings: Settings,
  now: Date,
): Promise<ExportFile> {
  const rows = wholeList(await listClients(db, userId, {}));
  const fileName = exportFileName("clients", format, now);
  switch (format) {
    case "csv":
      return csvFile(CLIENT_COLUMNS, rows, fileName);
    case "xlsx":
      return xlsxFile("Clients", CLIENT_COLUMNS, rows, fileName);
    case "vcf":
      return vcardFile(toVcards(rows, settings), fileName);
  }
}

export async function exportProperties(
  db: Db,
  userId: string,
  format: Exclude<ExportFormat, "vcf">,
  now: Date,
): Promise<ExportFile> {
  const rows = wholeList(await listProperties(db, userId, {}));
  const fileName = exportFileName("properties", format, now);
  return format === "csv"
    ? csvFile(PROPERTY_COLUMNS, rows, fileName)
    : xlsxFile("Properties", PROPERTY_COLUMNS, rows, fileName);
}

/** One client as a contact card, named after them. */
export async function clientVcard(
  db: Db,
  userId: string,
  id: string,
  settings: Settings,
): Promise<ExportFile> {
  const client = await getClient(db, userId, id);
  return vcardFile(toVcard(client, settings), vcardFileName(client));
}
