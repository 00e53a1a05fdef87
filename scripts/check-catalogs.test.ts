import { describe, expect, it } from 'vitest';

import { conflictingTranslations } from './check-catalogs';

const po = (entries: string) => `msgid ""\nmsgstr ""\n"Language: de\\n"\n\n${entries}`;

describe('conflictingTranslations', () => {
  it('reports a message two catalogs translate differently, and not one they agree on or one told apart by context', () => {
    const conflicts = conflictingTranslations([
      {
        file: 'messages.po',
        po: po('msgid "English"\nmsgstr "English"\n\nmsgid "Close"\nmsgstr "Schließen"\n'),
      },
      {
        file: 'desk.po',
        po: po(
          'msgid "English"\nmsgstr "Englisch"\n\nmsgid "Close"\nmsgstr "Schließen"\n\n' +
            'msgctxt "language of a sign-up"\nmsgid "German"\nmsgstr "Deutsch"\n',
        ),
      },
      { file: 'other.po', po: po('msgid "German"\nmsgstr "German"\n') },
    ]);
    expect(conflicts).toEqual(['"English": messages.po "English", desk.po "Englisch"']);
  });
});
