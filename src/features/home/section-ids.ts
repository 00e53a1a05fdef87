/** The anchor of the home page's first section below the hero (also its footer link, #projects). */
export const PROJECTS_SECTION_ID = 'projects';
