import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, dismissToast, getToasts, reducer, toast } from './use-toast';

describe('toasts', () => {
  it('keeps at most one toast, the newest (docs/PRODUCT.md §9)', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    toast({ title: 'First' });
    toast({ title: 'Second' });
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
  });

  it('closes a dismissed toast before removing it', () => {
    const { id } = toast({ title: 'Closing' });
    dismissToast(id);
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
  });

  it('updates a toast in place', () => {
    const state = reducer({ toasts: [{ id: '1', open: true, title: 'Old' }] }, { type: 'UPDATE', toast: { id: '1', title: 'New' } });
    expect(state.toasts[0]).toMatchObject({ id: '1', title: 'New', open: true });
  });

  it('removes one or all toasts', () => {
    const toasts = [{ id: '1', open: false }];
    expect(reducer({ toasts }, { type: 'REMOVE', toastId: '1' }).toasts).toEqual([]);
    expect(reducer({ toasts }, { type: 'REMOVE' }).toasts).toEqual([]);
  });
});
