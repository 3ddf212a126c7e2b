// The HTML popover attributes (Baseline 2024), which @types/react 18 does not know yet. React 18 passes these
// lowercase attributes through to the DOM as written.
import "react";

/* eslint-disable @typescript-eslint/no-unused-vars -- an augmentation repeats React's own type parameter name, T */

declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "show" | "hide" | "toggle";
  }
}
