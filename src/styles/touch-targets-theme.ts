import type { MantineThemeComponents } from '@mantine/core';

/**
 * The classes touch-targets.css sizes, given to Mantine's components through the theme's Styles API
 * (plain objects, no component import: the first page load keeps only the components it renders).
 */
export const TOUCH_TARGET_CLASSES = {
  Button: { root: 'tap-button', inner: 'tap-button-inner', label: 'tap-button-label' },
  List: { itemWrapper: 'tap-list-item' },
  ActionIcon: { root: 'tap-action-icon' },
  CloseButton: { root: 'tap-close-button' },
  // Every input (TextInput, NativeSelect, Textarea, PasswordInput) is built on Input.
  Input: { wrapper: 'tap-input' },
  PasswordInput: { root: 'tap-password' },
  Chip: { root: 'tap-chip' },
  Tabs: { tab: 'tap-tab' },
  Breadcrumbs: { breadcrumb: 'tap-crumb' },
  Checkbox: {
    root: 'tap-checkbox',
    inner: 'tap-checkbox-inner',
    input: 'tap-checkbox-input',
    icon: 'tap-checkbox-icon',
  },
} as const satisfies Record<string, Record<string, string>>;

export const touchTargetComponents: MantineThemeComponents = Object.fromEntries(
  Object.entries(TOUCH_TARGET_CLASSES).map(([component, classNames]) => [component, { classNames }]),
);
