import { useLayoutEffect, type RefObject } from 'react';

/** The attribute that names each child of an ordered list (applyChildOrder). */
export const ORDER_KEY_ATTRIBUTE = 'data-order-key';

/** The props that name a child of an ordered list: `<li {...orderKey(id)}>`. */
export function orderKey(key: string): { [ORDER_KEY_ATTRIBUTE]: string } {
  return { [ORDER_KEY_ATTRIBUTE]: key };
}

/**
 * Moves `node` before `before` (null: to the end) keeping its state: `moveBefore` where the browser
 * has it, which also skips the subtree's removal and insertion steps; elsewhere the focus is restored.
 */
function moveKeepingState(parent: Element, node: Element, before: Element | null): void {
  if (typeof parent.moveBefore === 'function') {
    try {
      parent.moveBefore(node, before);
      return;
    } catch {
      // Not movable with its state (e.g. across documents): inserted below.
    }
  }
  const focused = document.activeElement;
  parent.insertBefore(node, before);
  const refocus = focused instanceof HTMLElement || focused instanceof SVGElement;
  if (refocus && node.contains(focused) && document.activeElement !== focused)
    focused.focus({ preventScroll: true });
}

/**
 * Puts the element children of `list` that carry ORDER_KEY_ATTRIBUTE in the order of `keys`, moving
 * only those out of place; keys without a child are skipped and children without a key in `keys` end
 * up after the ordered ones. Returns how many children moved.
 */
export function applyChildOrder(list: Element, keys: readonly string[]): number {
  const byKey = new Map<string, Element>();
  for (const child of list.children) {
    const key = child.getAttribute(ORDER_KEY_ATTRIBUTE);
    if (key !== null) byKey.set(key, child);
  }
  let cursor = list.firstElementChild;
  let moves = 0;
  for (const key of keys) {
    const child = byKey.get(key);
    if (!child) continue;
    if (child === cursor) {
      cursor = cursor.nextElementSibling;
      continue;
    }
    moveKeepingState(list, child, cursor);
    moves += 1;
  }
  return moves;
}

/**
 * Items React renders in one fixed order, moved into the order of `keys` after every commit: React
 * finds its children by reference, never by position, so a re-sort costs a move per item, not a remount.
 */
export function useChildOrder(list: RefObject<Element | null>, keys: readonly string[]): void {
  // After every commit: a progressive step inserts items where the fixed order puts them.
  useLayoutEffect(() => {
    if (list.current) applyChildOrder(list.current, keys);
  });
}
