import {
  COUNTRIES,
  COUNTRY_CODES,
  type CountryCode,
  settingsForCountry,
} from "@shared/domain/format";
import { parseSettings } from "@shared/domain/settings";
import { LabelledSelect } from "@web/components/form/labelled-select";
import { TextField } from "@web/components/form/text-field";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Field, FieldControl, FieldLabel } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { Switch } from "@web/components/ui/switch";
import { notify } from "@web/lib/toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { setTheme, useTheme } from "@web/records/settings/theme";
import { saveSettings, useSettings } from "@web/records/settings/use-settings";
import { lazy, Suspense, useState } from "react";
import { saveAccountCountry } from "./api/save-account-country";
import { CalendarFeedCard } from "./components/calendar-feed-card";
import { LeadCaptureCard } from "./components/lead-capture-card";

// Its form, the device list and the subscribing code load only when Settings opens, after the rest.
const NotificationsCard = lazy(() =>
  import("./components/notifications-card").then((module) => ({
    default: module.NotificationsCard,
  })),
);

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRIES[code].name }));

export function SettingsPage() {
  usePageTitle("Settings");
  const theme = useTheme();
  const saved = useSettings();
  const [draft, setDraft] = useState(saved);

  const chooseCountry = (code: CountryCode) => setDraft(settingsForCountry(code));

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="font-semibold text-2xl tracking-tight">Settings</h1>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Appearance</h2>
          </CardTitle>
          <CardDescription>Choose how Estate CRM looks on this device.</CardDescription>
        </CardHeader>
        <CardContent>
          <Field orientation="horizontal">
            <FieldLabel>Dark mode</FieldLabel>
            <FieldControl>
              <Switch
                checked={theme === "dark"}
                onCheckedChange={(isDark) => setTheme(isDark ? "dark" : "light")}
              />
            </FieldControl>
          </Field>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Localization</h2>
          </CardTitle>
          <CardDescription>
            Prices are shown with this currency symbol and number grouping.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <LabelledSelect
            label="Country"
            value={draft.country}
            options={COUNTRY_OPTIONS}
            onValueChange={(code) => chooseCountry(code as CountryCode)}
            description={
              draft.numberSystem === "indian"
                ? "Indian numbering (lakh, crore)"
                : "Western numbering (million, billion)"
            }
          />
          <TextField label="Currency Symbol">
            <Input
              value={draft.currencySymbol}
              maxLength={5}
              onChange={(event) => setDraft({ ...draft, currencySymbol: event.target.value })}
            />
          </TextField>
        </CardContent>
      </Card>
      <div>
        <Button
          onClick={() => {
            const settings = parseSettings(draft);
            saveSettings(settings);
            setDraft(settings);
            notify.success({ title: "Settings Saved." });
            void saveAccountCountry(settings.country);
          }}
        >
          Save Settings
        </Button>
      </div>
      <CalendarFeedCard />
      <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
        <NotificationsCard />
      </Suspense>
      <LeadCaptureCard />
    </div>
  );
}
