import { useLingui } from '@lingui/react/macro';

import { IconBuilding } from '@/components/icons';
import { PathLink } from '@/components/link/path-link';
import { localizePath } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/use-locale';
import { PICKER_PATH } from '@/site-map/field-kit-paths';

/** 'Choose by building and floor': from the finder to the picker, with the finder's room filter. */
export function PickerLink({ rooms }: { rooms: number | undefined }) {
  const { t } = useLingui();
  const locale = useLocale();
  const search = rooms === undefined ? '' : `?rooms=${rooms}`;
  return (
    <PathLink
      href={`${localizePath(PICKER_PATH, locale)}${search}`}
      fw={600}
      c="pine.7"
      className="tap-target"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
      data-picker-link=""
    >
      <IconBuilding size={18} aria-hidden="true" />
      {t`Choose by building and floor`}
    </PathLink>
  );
}
