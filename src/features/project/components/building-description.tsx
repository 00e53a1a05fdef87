import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { List, Stack, Title } from '@mantine/core';

import { MissingField } from '@/components/missing-field/missing-field';
import { DraftDocument } from '@/components/print/draft-document';
import { project } from '@/content/project';
import { BUILDING_DESCRIPTION } from '@/content/project-page/building-description';
import { useFormatters } from '@/lib/i18n/use-formatters';

import { useProjectText } from '../use-project-text';

/** The building description as far as the facts go, printable; a draft until the developer supplies it. */
export function BuildingDescription() {
  const { t, i18n } = useLingui();
  const text = useProjectText();
  const { number } = useFormatters();
  // The figures in the language's number format: 2,358 m² / 2.358 m².
  const fact = (message: MessageDescriptor) =>
    text({
      ...message,
      values: Object.fromEntries(
        Object.entries(message.values ?? {}).map(([key, value]) => [
          key,
          typeof value === 'number' ? number(value) : value,
        ]),
      ),
    });
  return (
    <DraftDocument
      title={t`Building description ${project.name}`}
      lead={t`What is built and how: the construction and fittings of the apartments.`}
      draftNotice={t`Draft: the binding building description (§ 650j BGB, Art. 249 § 2 EGBGB) is supplied by the developer in good time before the contract is signed and becomes part of the notarised purchase contract. Marked sections are still to be completed.`}
    >
      {BUILDING_DESCRIPTION.map((section) => (
        <Stack key={section.title.id} gap={6} component="section" data-section-pending={section.pending}>
          <Title order={2} fz="lg" c="pine.6">
            {text(section.title)}
          </Title>
          {section.facts.length > 0 && (
            <List spacing={4}>
              {section.facts.map((message) => (
                <List.Item key={message.id}>{fact(message)}</List.Item>
              ))}
            </List>
          )}
          {section.pending && (
            <div>
              <MissingField
                label={
                  section.pendingLabel ? i18n._(section.pendingLabel) : t`specification by the developer`
                }
              />
            </div>
          )}
        </Stack>
      ))}
    </DraftDocument>
  );
}
