import { usePageTitle } from "@web/lib/use-page-title";
import { ImportWizard } from "./components/import-wizard";

export function PropertiesImportPage() {
  usePageTitle("Import properties");
  return <ImportWizard kind="properties" />;
}
