import { useEffect, useState, type ReactNode } from 'react';

/** docs/PRODUCT.md §9: at most one notification visible at a time. */
export const TOAST_LIMIT = 1;
/** docs/PRODUCT.md §9: a notification stays 5000 ms unless it says otherwise. */
export const TOAST_DURATION_MS = 5000;
// How long a dismissed toast stays mounted so its closing animation can play.
const TOAST_REMOVE_DELAY_MS = 1000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  action?: ReactNode;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
}

type Action =
  | { type: 'ADD'; toast: ToastItem }
  | { type: 'UPDATE'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS'; toastId?: string }
  | { type: 'REMOVE'; toastId?: string };

let count = 0;
function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimeouts.set(toastId, timeout);
}

/** Pure state transition, exported for tests. */
export function reducer(state: ToastState, action: Action): ToastState {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS':
      return {
        toasts: state.toasts.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case 'REMOVE':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<(state: ToastState) => void>();
let memoryState: ToastState = { toasts: [] };

function dispatch(action: Action) {
  if (action.type === 'DISMISS') {
    for (const t of memoryState.toasts) {
      if (action.toastId === undefined || t.id === action.toastId) scheduleRemoval(t.id);
    }
  }
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

/** Shows a notification; callable from anywhere (hooks, mutation callbacks, plain functions). */
export function toast(options: ToastOptions) {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'DISMISS', toastId: id });
  dispatch({ type: 'ADD', toast: { ...options, id, open: true } });
  return {
    id,
    dismiss,
    update: (next: ToastOptions) => dispatch({ type: 'UPDATE', toast: { ...next, id } }),
  };
}

/** The current toasts, for tests and the Toaster. */
export function getToasts(): ToastItem[] {
  return memoryState.toasts;
}

export function dismissToast(toastId?: string) {
  dispatch({ type: 'DISMISS', toastId });
}

export function useToast() {
  const [state, setState] = useState(memoryState);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: dismissToast };
}
