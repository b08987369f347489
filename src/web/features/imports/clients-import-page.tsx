import { usePageTitle } from "@web/lib/use-page-title";
import { ImportWizard } from "./components/import-wizard";

export function ClientsImportPage() {
  usePageTitle("Import clients");
  return <ImportWizard kind="clients" />;
}
