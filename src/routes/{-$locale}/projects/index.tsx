import { createFileRoute } from '@tanstack/react-router';

import { ContactSection } from '@/features/contact/components/contact-section';
import { HomePage } from '@/features/home/components/home-page';

import { homeHead } from '../index';

/** /projects shows the home page (spec §2); its canonical link points to the home page. */
export const Route = createFileRoute('/{-$locale}/projects/')({
  head: ({ match }) => homeHead(match.pathname),
  component: () => <HomePage contact={<ContactSection />} />,
});
