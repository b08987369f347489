import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import type * as React from "react";

type FormSectionProps = { title: string; description?: string; children: React.ReactNode };

export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-base">{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">{children}</CardContent>
    </Card>
  );
}
