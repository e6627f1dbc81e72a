import { create } from 'zustand';
import type { ProviderKind } from '@nirog/contracts';

interface JoinDraftState {
  /** The highest step of each wizard the server accepted in this visit. */
  done: Partial<Record<ProviderKind, number>>;
  /** What was typed in each step (files excepted), so going back and forth keeps it. */
  values: Record<string, unknown>;
  markDone: (kind: ProviderKind, step: number) => void;
  keep: (kind: ProviderKind, step: number, values: unknown) => void;
  clear: (kind: ProviderKind) => void;
}

/** The wizards' entries while the tab is open (not stored: a reload starts blank). */
export const useJoinDraft = create<JoinDraftState>()((set) => ({
  done: {},
  values: {},
  markDone: (kind, step) => set((s) => ({ done: { ...s.done, [kind]: Math.max(s.done[kind] ?? 0, step) } })),
  keep: (kind, step, values) => set((s) => ({ values: { ...s.values, [`${kind}-${step}`]: values } })),
  clear: (kind) =>
    set((s) => ({
      done: { ...s.done, [kind]: 0 },
      values: Object.fromEntries(Object.entries(s.values).filter(([key]) => !key.startsWith(`${kind}-`))),
    })),
}));

/** The values kept for a step, or the blank ones. */
export function keptValues<T>(kind: ProviderKind, step: number, blank: () => T): T {
  return (useJoinDraft.getState().values[`${kind}-${step}`] as T | undefined) ?? blank();
}
