import { useLingui } from '@lingui/react/macro';
import { List, Stack, Title } from '@mantine/core';

import { MissingField } from '@/components/missing-field/missing-field';
import { DraftDocument } from '@/components/print/draft-document';
import { project } from '@/content/project';
import { BUILDING_DESCRIPTION } from '@/content/project-page/building-description';

import { useProjectText } from '../use-project-text';

/** The building description as far as the facts go, printable; a draft until the developer supplies it. */
export function BuildingDescription() {
  const { t } = useLingui();
  const text = useProjectText();
  return (
    <DraftDocument
      title={t`Building description ${project.name}`}
      lead={t`What is built and how: the construction and fittings of the apartments.`}
      draftNotice={t`Draft: the binding building description (Baubeschreibung under § 650j BGB) is supplied by the developer and becomes part of the notarised purchase contract. Marked sections are still to be completed.`}
    >
      {BUILDING_DESCRIPTION.map((section) => (
        <Stack key={section.title.id} gap={6} component="section" data-section-pending={section.pending}>
          <Title order={2} fz="lg" c="pine.6">
            {text(section.title)}
          </Title>
          {section.facts.length > 0 && (
            <List spacing={4}>
              {section.facts.map((fact) => (
                <List.Item key={fact.id}>{text(fact)}</List.Item>
              ))}
            </List>
          )}
          {section.pending && (
            <div>
              <MissingField label={t`specification by the developer`} />
            </div>
          )}
        </Stack>
      ))}
    </DraftDocument>
  );
}
