import type { BaseSyntheticEvent } from "react";

/**
 * A form's onSubmit from react-hook-form's `handleSubmit(onSubmit)`, left to run (typescript-eslint's
 * no-misused-promises): React ignores what an event handler returns, and each form's own onSubmit reports its
 * failures on the form (a field error or a toast), so nothing is left for a caller to handle.
 */
export const submitHandler =
  (submit: (event?: BaseSyntheticEvent) => Promise<void>) =>
  (event: BaseSyntheticEvent): void => {
    void submit(event);
  };
