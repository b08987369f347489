import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";
import { Slot } from "radix-ui";
import * as React from "react";

const FieldContext = React.createContext<FieldContextValue | null>(null);

/**
 * One form field: label, control, description and error, tied together by ids.
 *
 *   <Field invalid={!!error}>
 *     <FieldLabel>Title</FieldLabel>
 *     <FieldControl><Input {...register("title")} /></FieldControl>
 *     <FieldDescription>Shown on the card.</FieldDescription>
 *     <FieldError>{error?.message}</FieldError>
 *   </Field>
 *
 * `FieldLabel` points at `FieldControl`'s child; pass `controlId` to choose that id.
 */
function Field({
  className,
  controlId,
  invalid = false,
  isRequired = false,
  orientation = "vertical",
  ...props
}: React.ComponentProps<"div"> & {
  controlId?: string;
  invalid?: boolean;
  /** Marks the label with an asterisk and the control with `aria-required`. */
  isRequired?: boolean;
  orientation?: "vertical" | "horizontal";
}) {
  const generatedId = React.useId();
  const id = controlId ?? generatedId;
  // Which of the description and the error are on screen: the control names only those.
  const [hasDescription, setHasDescription] = React.useState(false);
  const [hasError, setHasError] = React.useState(false);
  const value = React.useMemo(
    () => ({
      controlId: id,
      descriptionId: `${id}-description`,
      errorId: `${id}-error`,
      hasDescription,
      hasError,
      setHasDescription,
      setHasError,
      isInvalid: invalid,
      isRequired,
    }),
    [id, invalid, isRequired, hasDescription, hasError],
  );
  return (
    <FieldContext.Provider value={value}>
      {/* biome-ignore lint/a11y/useSemanticElements: a field is a layout group, not a fieldset */}
      <div
        role="group"
        data-slot="field"
        data-orientation={orientation}
        data-invalid={invalid || undefined}
        className={cn(
          "group/field flex w-full gap-2",
          orientation === "vertical"
            ? "flex-col"
            : "flex-row items-center justify-between gap-4 [&>[data-slot=field-label]]:flex-auto",
          className,
        )}
        {...props}
      />
    </FieldContext.Provider>
  );
}

function FieldLabel({
  className,
  htmlFor,
  children,
  ...props
}: React.ComponentProps<typeof Label>) {
  const field = React.useContext(FieldContext);
  const label = (
    <Label
      data-slot={field?.isRequired ? undefined : "field-label"}
      htmlFor={htmlFor ?? field?.controlId}
      className={cn("leading-snug group-data-[invalid=true]/field:text-destructive", className)}
      {...props}
    >
      {children}
    </Label>
  );
  if (!field?.isRequired) {
    return label;
  }
  // The marker stays outside the label, so the field's name is still just its label; screen
  // readers hear "required" from the control's aria-required.
  return (
    <div data-slot="field-label" className="flex items-center gap-1">
      {label}
      <span aria-hidden="true" className="text-destructive text-sm leading-snug">
        *
      </span>
    </div>
  );
}

/** Gives its single child the field's id, `aria-describedby` and `aria-invalid`. */
function FieldControl(props: React.ComponentProps<typeof Slot.Root>) {
  const field = React.useContext(FieldContext);
  if (!field) {
    return <Slot.Root {...props} />;
  }
  const describedBy =
    [
      field.hasDescription ? field.descriptionId : undefined,
      field.hasError ? field.errorId : undefined,
    ]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <Slot.Root
      data-slot="field-control"
      id={field.controlId}
      aria-describedby={describedBy}
      aria-invalid={field.isInvalid || undefined}
      aria-required={field.isRequired || undefined}
      {...props}
    />
  );
}

function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  const field = React.useContext(FieldContext);
  useRegister(field?.setHasDescription);
  return (
    <p
      data-slot="field-description"
      id={field?.descriptionId}
      className={cn("font-normal text-muted-foreground text-sm leading-normal", className)}
      {...props}
    />
  );
}

/** The field's error message (`children` or `message`); renders nothing when there is none. */
function FieldError({
  className,
  children,
  message,
  ...props
}: React.ComponentProps<"p"> & { message?: string }) {
  const field = React.useContext(FieldContext);
  const content = children ?? message;
  return content ? (
    <FieldErrorText field={field} className={className} {...props}>
      {content}
    </FieldErrorText>
  ) : null;
}

function FieldErrorText({
  field,
  className,
  children,
  ...props
}: React.ComponentProps<"p"> & { field: FieldContextValue | null }) {
  useRegister(field?.setHasError);
  return (
    <p
      role="alert"
      data-slot="field-error"
      id={field?.errorId}
      className={cn("font-normal text-destructive text-sm", className)}
      {...props}
    >
      {children}
    </p>
  );
}

/** Stacks several fields with even spacing. */
function FieldGroup({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="field-group"
      className={cn("flex w-full flex-col gap-5", className)}
      {...props}
    />
  );
}

/** Tells the field, while mounted, that its description or error is on screen. */
function useRegister(setIsShown: ((isShown: boolean) => void) | undefined) {
  React.useLayoutEffect(() => {
    setIsShown?.(true);
    return () => setIsShown?.(false);
  }, [setIsShown]);
}

type FieldContextValue = {
  controlId: string;
  descriptionId: string;
  errorId: string;
  hasDescription: boolean;
  hasError: boolean;
  setHasDescription: (isShown: boolean) => void;
  setHasError: (isShown: boolean) => void;
  isInvalid: boolean;
  isRequired: boolean;
};

export { Field, FieldControl, FieldDescription, FieldError, FieldGroup, FieldLabel };
