/** The sales team's CSV of the buyer alerts' watchers: one line per confirmed sign-up, with its consent. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Locale } from '@/lib/i18n/locale';

import type { AlertWatcher } from './alert-records';
import { ALERT_FREQUENCY_LABELS, ALERT_LOCALE_LABELS, alertTargetText } from './alert-texts';
import { berlinSpreadsheetTime } from './berlin-time';
import { csvSeparator, toCsv, type CsvColumn } from './csv';

export function watchersCsv(watchers: readonly AlertWatcher[], i18n: I18n, locale: Locale): string {
  const columns: CsvColumn<AlertWatcher>[] = [
    { header: i18n._(msg`Unit`), value: (watcher) => watcher.we_nr ?? '' },
    { header: i18n._(msg`Alert`), value: (watcher) => alertTargetText(i18n, watcher.target) },
    { header: i18n._(msg`E-mail`), value: (watcher) => watcher.email },
    { header: i18n._(msg`Language`), value: (watcher) => i18n._(ALERT_LOCALE_LABELS[watcher.locale]) },
    {
      header: i18n._(msg`Frequency`),
      value: (watcher) => i18n._(ALERT_FREQUENCY_LABELS[watcher.frequency]),
    },
    {
      header: i18n._(msg`Signed up (Berlin time)`),
      value: (watcher) => berlinSpreadsheetTime(watcher.signed_up_at),
    },
    {
      header: i18n._(msg`Confirmed (Berlin time)`),
      value: (watcher) => berlinSpreadsheetTime(watcher.confirmed_at),
    },
    { header: i18n._(msg`Consent text version`), value: (watcher) => watcher.consent_text_version },
  ];
  return toCsv(columns, watchers, csvSeparator(locale));
}
