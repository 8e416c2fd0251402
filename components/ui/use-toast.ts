import * as React from "react";

import type { ToastActionElement, ToastProps } from "@/components/ui/toast";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 2000;
export const TOAST_REMOVE_DELAY = 2500;

const MAX_TIMEOUT = 2_147_483_647;

type ToasterToast = Omit<ToastProps, "title"> & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

type ToastInput = Omit<ToasterToast, "id" | "open">;

type State = { toasts: ToasterToast[] };

type Timer = ReturnType<typeof setTimeout>;

let count = 0;
let memoryState: State = { toasts: [] };
const serverState: State = { toasts: [] };
const listeners = new Set<() => void>();
const dismissTimers = new Map<string, Timer>();
const removeTimers = new Map<string, Timer>();

function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

function setState(toasts: ToasterToast[]) {
  memoryState = { toasts };
  listeners.forEach((listener) => listener());
}

function clearTimers(id: string) {
  clearTimeout(dismissTimers.get(id));
  clearTimeout(removeTimers.get(id));
  dismissTimers.delete(id);
  removeTimers.delete(id);
}

function removeToast(id: string) {
  clearTimers(id);
  setState(memoryState.toasts.filter((t) => t.id !== id));
}

function scheduleDismiss(id: string, duration: number) {
  clearTimeout(dismissTimers.get(id));
  dismissTimers.delete(id);
  // Infinity (or anything setTimeout would overflow on) means "stay until closed".
  if (!Number.isFinite(duration) || duration > MAX_TIMEOUT) return;
  dismissTimers.set(
    id,
    setTimeout(() => dismiss(id), Math.max(0, duration)),
  );
}

export function dismiss(toastId?: string) {
  const targets = memoryState.toasts.filter((t) => t.open !== false && (toastId === undefined || t.id === toastId));
  if (targets.length === 0) return;

  const ids = new Set(targets.map((t) => t.id));
  for (const id of ids) {
    clearTimeout(dismissTimers.get(id));
    dismissTimers.delete(id);
    removeTimers.set(
      id,
      setTimeout(() => removeToast(id), TOAST_REMOVE_DELAY),
    );
  }
  setState(memoryState.toasts.map((t) => (ids.has(t.id) ? { ...t, open: false } : t)));
}

function update(id: string, props: Partial<ToastInput>) {
  const current = memoryState.toasts.find((t) => t.id === id);
  if (!current) return;
  setState(memoryState.toasts.map((t) => (t.id === id ? { ...t, ...props, id, onOpenChange: t.onOpenChange } : t)));
  if (props.duration !== undefined && current.open !== false) {
    scheduleDismiss(id, props.duration);
  }
}

export function toast({ duration = TOAST_DURATION, onOpenChange, ...props }: ToastInput) {
  const id = genId();

  const next: ToasterToast = {
    ...props,
    id,
    duration,
    open: true,
    onOpenChange: (open) => {
      onOpenChange?.(open);
      if (!open) dismiss(id);
    },
  };

  const kept = [next, ...memoryState.toasts].slice(0, TOAST_LIMIT);
  for (const t of memoryState.toasts) {
    if (!kept.includes(t)) clearTimers(t.id);
  }
  setState(kept);
  scheduleDismiss(id, duration);

  return {
    id,
    dismiss: () => dismiss(id),
    update: (props: Partial<ToastInput>) => update(id, props),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToast() {
  const state = React.useSyncExternalStore(
    subscribe,
    () => memoryState,
    () => serverState,
  );

  return { toasts: state.toasts, toast, dismiss };
}
