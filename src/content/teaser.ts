/**
 * The teaser page: English only and hardcoded, so these texts are plain
 * strings, not translations. Every figure comes from `project`.
 */
import type { ImageName } from '@/assets/image-manifest.gen';
import { writeEuro } from '@/lib/i18n/number-format';

import { project } from './project';

export const teaserBadge = 'Construction in Progress';
export const teaserTitle = `${project.address}, ${project.city}-${project.district}`;
export const teaserSubtitle = `New homes in Berlin-${project.neighborhood}: ${project.residentialUnits} modern apartments in ${project.buildings} buildings, with planned green roofs and photovoltaics.`;

/** The lowest unit price, exact ("€253,400"): a "€253k" would be below what the cheapest flat costs. */
export const teaserStartingPrice = writeEuro(project.price.min, 'en');

export const teaserGallery: { image: ImageName; alt: string }[] = [
  { image: 'teaser-gallery-1', alt: 'Facade detail with deep balconies and tall windows' },
  { image: 'teaser-gallery-2', alt: 'The green courtyard between the garden houses' },
  { image: 'teaser-gallery-3', alt: 'Green roof with solar panels, the television tower on the horizon' },
];

/** What 'Download Brochure' asks for in the contact modal (the spec leaves its action open). */
export const brochureRequest = {
  subject: `Brochure request: ${project.name}`,
  message: `Please send me the brochure for ${project.name} in Berlin-${project.district}, with floor plans and prices.`,
};

export const salesRequest = {
  subject: `Enquiry: ${project.name}`,
};
