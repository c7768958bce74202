import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; the Toaster's default is 5000. */
  duration?: number;
  /** An extra button, e.g. <ToastAction altText="Undo">Undo</ToastAction>. */
  action?: ReactNode;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss(): void;
}

/** The spec shows one toast at a time: a new one replaces the one on screen. */
export const TOAST_LIMIT = 1;
/** A closed toast stays mounted this long so that its exit animation can play. */
const REMOVE_DELAY_MS = 200;

let items: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function publish(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): ToastItem[] {
  return items;
}

/** Shows a toast from anywhere, including outside React (e.g. in a mutation's onError). */
export function toast(options: ToastOptions): ToastHandle {
  counter += 1;
  const id = `toast-${counter}`;
  publish([{ ...options, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  const closing = items.filter((item) => (id === undefined || item.id === id) && item.open).map((item) => item.id);
  if (closing.length === 0) return;
  publish(items.map((item) => (closing.includes(item.id) ? { ...item, open: false } : item)));
  setTimeout(() => {
    publish(items.filter((item) => !closing.includes(item.id) || item.open));
  }, REMOVE_DELAY_MS);
}
