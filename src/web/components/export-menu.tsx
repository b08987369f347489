import type { ExportFormat } from "@shared/domain/export-formats";
import type { Settings } from "@shared/domain/format";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { downloadFile } from "@web/lib/download-file";
import { exportQuery } from "@web/lib/settings-query";
import { ChevronDownIcon, DownloadIcon } from "lucide-react";

const FORMAT_LABELS: Readonly<Record<ExportFormat, string>> = {
  csv: "CSV",
  xlsx: "Excel",
  vcf: "Contacts (.vcf)",
};

type ExportMenuProps = {
  /** The API resource: `/api/<resource>/export`. */
  resource: "clients" | "properties";
  formats: readonly ExportFormat[];
  /** How the file writes amounts, phones and dates: the agent's own settings. */
  settings: Settings;
};

/** The list page's Export button: a menu of file formats, each downloading all the records. */
export function ExportMenu({ resource, formats, settings }: ExportMenuProps) {
  const exportAs = (format: ExportFormat) =>
    downloadFile(
      `/api/${resource}/export?format=${format}&${exportQuery(settings)}`,
      "Export failed",
    );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <DownloadIcon aria-hidden="true" />
          Export
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {formats.map((format) => (
          <DropdownMenuItem key={format} onSelect={() => void exportAs(format)}>
            {FORMAT_LABELS[format]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
