/** The desk page's title and description, in the desk catalog (loaded before its head is computed). */
import { msg } from '@lingui/core/macro';

export const DESK_PAGE_HEAD = {
  title: msg`Sales desk – Grabbeallee 68`,
  description: msg`Unit statuses and enquiries for the Grabbeallee 68 sales team.`,
};
