import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card";
import { Building2Icon } from "lucide-react";
import type * as React from "react";

type AuthCardProps = {
  title: string;
  description: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
};

/** The frame of the signed-out screens: brand, a card with the form, and a footer link. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/40 px-4 py-10">
      <div className="flex items-center gap-2 font-semibold text-lg">
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Building2Icon className="size-5" aria-hidden="true" />
        </span>
        Estate CRM
      </div>
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && (
          <CardFooter className="justify-center text-muted-foreground text-sm">{footer}</CardFooter>
        )}
      </Card>
    </main>
  );
}
