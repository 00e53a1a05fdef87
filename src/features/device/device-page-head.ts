/** The device page's title and description, in the device catalog (loaded before its head is computed). */
import { msg } from '@lingui/core/macro';

export const DEVICE_PAGE_HEAD = {
  title: msg`Offline & app – Grabbeallee 68`,
  description: msg`Save every page, floor plan and picture of Grabbeallee 68 for viewings without signal, and install the site as an app.`,
};
