import { readFileSync } from 'node:fs';

import {
  ActionIcon,
  Breadcrumbs,
  Button,
  Checkbox,
  Chip,
  CloseButton,
  Input,
  List,
  MantineProvider,
  PasswordInput,
  Tabs,
  TextInput,
} from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import postcss from 'postcss';
import { afterEach, describe, expect, it } from 'vitest';

import { theme } from '@/theme';

import { TOUCH_TARGET_CLASSES } from './touch-targets-theme';

/** Each component's Styles API selectors, from its public `classes`. */
const SELECTORS: Record<keyof typeof TOUCH_TARGET_CLASSES, Record<string, string>> = {
  Button: Button.classes,
  List: List.classes,
  ActionIcon: ActionIcon.classes,
  CloseButton: CloseButton.classes,
  Input: Input.classes,
  PasswordInput: PasswordInput.classes,
  Chip: Chip.classes,
  Tabs: Tabs.classes,
  Breadcrumbs: Breadcrumbs.classes,
  Checkbox: Checkbox.classes,
};

const themeClasses = Object.values(TOUCH_TARGET_CLASSES).flatMap((parts) => Object.values(parts));

afterEach(cleanup);

describe('touch targets', () => {
  it('names only parts each component has in its Styles API', () => {
    for (const [component, parts] of Object.entries(TOUCH_TARGET_CLASSES)) {
      const selectors = SELECTORS[component as keyof typeof TOUCH_TARGET_CLASSES];
      expect(Object.keys(parts).filter((part) => !(part in selectors))).toEqual([]);
    }
  });

  it('styles exactly the classes the theme gives out', () => {
    const used = new Set<string>();
    postcss.parse(readFileSync('src/styles/touch-targets.css', 'utf8')).walkRules((rule) => {
      for (const match of rule.selector.matchAll(/\.(tap-[a-z-]+)/g)) used.add(match[1]!);
    });
    used.delete('tap-target');
    expect([...used].sort()).toEqual([...new Set(themeClasses)].sort());
  });

  it('puts the classes on the rendered components', () => {
    const { container } = render(
      <MantineProvider theme={theme}>
        <Button>Send</Button>
        <TextInput label="Name" />
        <PasswordInput label="Password" />
        <Checkbox label="Agree" />
        <Chip>3 rooms</Chip>
      </MantineProvider>,
    );
    for (const name of [
      'tap-button',
      'tap-button-inner',
      'tap-button-label',
      'tap-input',
      'tap-password',
      'tap-checkbox',
      'tap-checkbox-input',
      'tap-chip',
    ]) {
      expect(container.querySelector(`.${name}`), name).not.toBeNull();
    }
    expect(container.querySelector('.tap-password .tap-input')).not.toBeNull();
  });
});
