import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { imageManifest } from '@/assets/image-manifest.gen';

import { VIEWING_ADDRESS } from '../../supabase/functions/_shared/viewing-place';
import { PAST_PROJECT_DETAILS } from './about-page/past-project-details';
import { TEAM_PROFILES } from './about-page/team-profiles';
import { PAST_PROJECT_TYPES } from './past-project-types';
import { pastProjects } from './past-projects';
import { project, projectAddressLine, projectBuildings } from './project';
import { teamMembers } from './team';
import { teaserStartingPrice } from './teaser';
import { teaserStats } from './teaser-highlights';
import { unitFigures } from './unit-figures.gen';

describe('content invariants', () => {
  it('states one value per fact: the ranges the units span and one expected completion', () => {
    expect(project.livingArea).toEqual(unitFigures.livingArea);
    expect(project.price).toEqual(unitFigures.price);
    expect(project.rooms).toEqual(unitFigures.rooms);
    expect(project.residentialUnits).toBe(unitFigures.unitCount);
    expect(project.expectedCompletionQuarter).toBe('Q1 2027');
  });

  it("the viewing mails state the project's address", () => {
    expect(VIEWING_ADDRESS).toBe(projectAddressLine());
  });

  it('has four buildings: 1 the street building, 2 to 4 garden houses, each with a render', () => {
    expect(projectBuildings.map((building) => [building.number, building.kind])).toEqual([
      [1, 'street'],
      [2, 'garden'],
      [3, 'garden'],
      [4, 'garden'],
    ]);
    expect(projectBuildings).toHaveLength(project.buildings);
    for (const building of projectBuildings) expect(imageManifest[building.render]).toBeDefined();
  });

  it('lists the three past projects of the spec, one of each type', () => {
    expect(pastProjects.map((past) => [past.key, past.year, past.location])).toEqual([
      ['munzstrasse', 2001, 'Berlin'],
      ['theater', 1995, 'Berlin'],
      ['charlottenstrasse', 1988, 'Berlin'],
    ]);
    expect(pastProjects.map((past) => past.type).sort()).toEqual([...PAST_PROJECT_TYPES].sort());
    for (const past of pastProjects) expect(PAST_PROJECT_DETAILS[past.key].features).toHaveLength(4);
  });

  it('gives each co-founder four achievements', () => {
    expect(teamMembers.map((member) => member.key)).toEqual(['architect', 'finance']);
    for (const member of teamMembers) expect(TEAM_PROFILES[member.key].achievements).toHaveLength(4);
  });

  it('derives the teaser figures from the project facts', () => {
    expect(teaserStartingPrice).toBe('€253,400');
    expect(teaserStats.map((stat) => [stat.label, stat.value])).toEqual([
      ['Units', '56'],
      ['Location', 'Pankow'],
      ['Delivery', 'Q1 2027'],
      ['From', '€253,400'],
    ]);
  });

  it('interpolates figures from the project into translated texts', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const [decades, , energy] = TEAM_PROFILES.architect.achievements;
    const firstYear = Math.min(...pastProjects.map((past) => past.year));
    expect(i18n._(decades.description)).toContain(`since ${firstYear}`);
    expect(i18n._(energy.description)).toContain(
      `Energy efficiency class ${project.energy.consumptionClass} (planned)`,
    );
  });
});
