import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface NavItem {
  label: MessageDescriptor;
  to: '/{-$locale}' | '/{-$locale}/projects' | '/{-$locale}/team' | '/{-$locale}/past-projects';
}

/** Top navigation: Home, Projects, Team, Past projects, then Contact (a button). */
export const navItems: NavItem[] = [
  { label: msg`Home`, to: '/{-$locale}' },
  { label: msg`Projects`, to: '/{-$locale}/projects' },
  { label: msg`Team`, to: '/{-$locale}/team' },
  { label: msg`Past projects`, to: '/{-$locale}/past-projects' },
];

/** Footer anchors: sections of the home page. */
export const footerSections: { id: string; label: MessageDescriptor }[] = [
  { id: 'home', label: msg`Home` },
  { id: 'about', label: msg`About` },
  { id: 'projects', label: msg`Projects` },
  { id: 'services', label: msg`Services` },
  { id: 'contact', label: msg`Contact` },
];
