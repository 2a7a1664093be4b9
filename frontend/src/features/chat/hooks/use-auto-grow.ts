import { useLayoutEffect, type RefObject } from 'react';

/** Spec section 2: the input grows from 48px up to 80px on narrow screens, 90px on wide ones. */
export const INPUT_MIN_PX = 48;
export const INPUT_MAX_NARROW_PX = 80;
export const INPUT_MAX_WIDE_PX = 90;

export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string, wide: boolean) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const max = wide ? INPUT_MAX_WIDE_PX : INPUT_MAX_NARROW_PX;
    el.style.height = 'auto';
    const height = Math.min(Math.max(el.scrollHeight, INPUT_MIN_PX), max);
    el.style.height = `${height}px`;
    el.style.overflowY = el.scrollHeight > max ? 'auto' : 'hidden';
  }, [ref, value, wide]);
}
