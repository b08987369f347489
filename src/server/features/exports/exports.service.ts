import type { ExportFormat } from "@shared/domain/export-formats";
import type { Settings } from "@shared/domain/format";
import { CLIENT_COLUMNS, PROPERTY_COLUMNS } from "@shared/domain/record-columns";
import { toVcard, toVcards, vcardFileName } from "@shared/domain/vcard";
import type { Db } from "../../db/db";
import { wholeList } from "../../db/list-page";
import { getClient, listClients } from "../clients/clients.service";
import { listProperties } from "../properties/properties.service";
import {
  csvFile,
  type DateStyle,
  type ExportFile,
  exportFileName,
  vcardFile,
  xlsxFile,
} from "./export-files";

/** How the agent asked for the file: their device settings and time zone. */
export type ExportRequest = { settings: Settings; timeZone: string; now: Date };

/** All the agent's clients, newest first, as a spreadsheet or an address book. */
export async function exportClients(
  db: Db,
  userId: string,
  format: ExportFormat,
  request: ExportRequest,
): Promise<ExportFile> {
  const rows = wholeList(await listClients(db, userId, {}));
  const fileName = exportFileName("clients", format, request.now, request.timeZone);
  const dates = dateStyleOf(request);
  switch (format) {
    case "csv":
      return csvFile(CLIENT_COLUMNS, rows, fileName, dates);
    case "xlsx":
      return xlsxFile("Clients", CLIENT_COLUMNS, rows, fileName, dates);
    case "vcf":
      return vcardFile(toVcards(rows, request.settings), fileName);
  }
}

export async function exportProperties(
  db: Db,
  userId: string,
  format: Exclude<ExportFormat, "vcf">,
  request: ExportRequest,
): Promise<ExportFile> {
  const rows = wholeList(await listProperties(db, userId, {}));
  const fileName = exportFileName("properties", format, request.now, request.timeZone);
  const dates = dateStyleOf(request);
  return format === "csv"
    ? csvFile(PROPERTY_COLUMNS, rows, fileName, dates)
    : xlsxFile("Properties", PROPERTY_COLUMNS, rows, fileName, dates);
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

function dateStyleOf({ settings, timeZone }: ExportRequest): DateStyle {
  return { country: settings.country, timeZone };
}
