import { BackLink } from "@web/components/back-link";
import type * as React from "react";

type FormPageProps = {
  title: string;
  /** The back button above the heading; none where the content offers its own way back. */
  back?: { to: string; label: string };
  children: React.ReactNode;
};

/** An add or edit screen: a back button, the heading, then the form. */
export function FormPage({ title, back, children }: FormPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        {back && <BackLink to={back.to}>{back.label}</BackLink>}
        <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
      </div>
      {children}
    </div>
  );
}

/** What an edit screen shows while its record loads. */
export function FormPageLoading() {
  return (
    <p role="status" className="text-muted-foreground">
      Loading...
    </p>
  );
}
