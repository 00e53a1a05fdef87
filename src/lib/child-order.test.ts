// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { applyChildOrder, ORDER_KEY_ATTRIBUTE } from './child-order';

/** A list of items keyed a, b, c …, each with a button inside; plus an unkeyed last child. */
function list(keys: string[]): HTMLUListElement {
  const element = document.createElement('ul');
  for (const key of keys) {
    const item = document.createElement('li');
    item.setAttribute(ORDER_KEY_ATTRIBUTE, key);
    item.append(Object.assign(document.createElement('button'), { textContent: key }));
    element.append(item);
  }
  document.body.append(element);
  return element;
}

const order = (element: Element) =>
  [...element.children].map((child) => child.getAttribute(ORDER_KEY_ATTRIBUTE) ?? '-').join('');

afterEach(() => {
  document.body.replaceChildren();
});

describe('applyChildOrder', () => {
  it('puts the children in the order of the keys, moving only those out of place', () => {
    const element = list(['a', 'b', 'c', 'd', 'e']);
    const b = element.children[1];
    expect(applyChildOrder(element, ['e', 'd', 'c', 'b', 'a'])).toBe(4);
    expect(order(element)).toBe('edcba');
    // The same elements, moved, not rebuilt.
    expect(element.children[3]).toBe(b);
    expect(applyChildOrder(element, ['e', 'd', 'c', 'b', 'a'])).toBe(0);
    expect(applyChildOrder(element, ['e', 'a', 'd', 'c', 'b'])).toBe(1);
    expect(order(element)).toBe('eadcb');
  });

  it('skips keys without a child and leaves children without a key after the ordered ones', () => {
    const element = list(['a', 'b', 'c']);
    element.append(document.createElement('li'));
    applyChildOrder(element, ['x', 'c', 'a', 'y']);
    expect(order(element)).toBe('cab-');
  });

  it('moves with moveBefore where the browser has it', () => {
    const element = list(['a', 'b', 'c']);
    const moveBefore = vi.fn((node: Node, before: Node | null) => void element.insertBefore(node, before));
    Object.assign(element, { moveBefore });
    applyChildOrder(element, ['c', 'b', 'a']);
    expect(order(element)).toBe('cba');
    expect(moveBefore).toHaveBeenCalledTimes(2);
  });

  it('keeps the focus on a moved element where the browser has no state-keeping move', () => {
    const element = list(['a', 'b', 'c']);
    expect('moveBefore' in element).toBe(false); // jsdom, as Safari today
    // A browser's insertion takes the focus from a moved subtree (jsdom's keeps it).
    const insertBefore = element.insertBefore.bind(element);
    Object.assign(element, {
      insertBefore: (node: Node, before: Node | null) => {
        if (node.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
        return insertBefore(node, before);
      },
    });
    const button = element.querySelectorAll('button')[2]!; // in c, which moves
    button.focus();
    applyChildOrder(element, ['c', 'b', 'a']);
    expect(order(element)).toBe('cba');
    expect(document.activeElement).toBe(button);
  });
});
