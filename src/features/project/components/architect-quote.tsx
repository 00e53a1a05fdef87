import { Blockquote, Container } from '@mantine/core';

import { IconQuote } from '@/components/icons';
import { ARCHITECT_QUOTE } from '@/content/project-page/features';

import { useProjectText } from '../use-project-text';
import classes from './architect-quote.module.css';

export function ArchitectQuote() {
  const pick = useProjectText();
  return (
    <Container size="lg" py={24}>
      <Blockquote
        color="gold"
        icon={<IconQuote aria-hidden="true" />}
        cite={`– ${pick(ARCHITECT_QUOTE.attribution)}`}
        className={classes.quote}
        fs="italic"
        maw={860}
        mx="auto"
        // Mantine dims the attribution with opacity 0.6: 3.6:1 on the beige page, too little for text.
        styles={{ cite: { opacity: 1 } }}
      >
        {pick(ARCHITECT_QUOTE.quote)}
      </Blockquote>
    </Container>
  );
}
