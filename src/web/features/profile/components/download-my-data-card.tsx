import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { downloadFile } from "@web/lib/download-file";
import { exportQuery } from "@web/lib/settings-query";
import { useSettings } from "@web/records/settings/use-settings";
import { DownloadIcon } from "lucide-react";
import { useState } from "react";

/** Everything the agent keeps here, as one zip another install can import. */
export function DownloadMyDataCard() {
  const settings = useSettings();
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadFile(
        `/api/profile/export?${exportQuery(settings)}`,
        "Could not download your data",
      );
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Your Data</h2>
        </CardTitle>
        <CardDescription>
          A zip of your properties, clients and appointments (JSON and CSV) with their photos and
          documents.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          disabled={isDownloading}
          onClick={() => void download()}
        >
          <DownloadIcon aria-hidden="true" />
          Download my data
        </Button>
      </CardContent>
    </Card>
  );
}
