/** The overview's first section (project-overview.tsx): the deferred overview hydrates once it is seen. */
export const OVERVIEW_FIRST_SECTION_ID = 'gallery';
