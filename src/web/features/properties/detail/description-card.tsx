import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

export function DescriptionCard({ description }: { description: string }) {
  const text = description.trim();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>Description</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className={text ? "whitespace-pre-line" : "text-muted-foreground"}>
          {text || "No description available."}
        </p>
      </CardContent>
    </Card>
  );
}
