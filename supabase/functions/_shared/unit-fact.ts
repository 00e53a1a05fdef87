/** What the backend knows of a unit for the alerts (unit-facts.gen.ts holds every unit's, public.unit_facts a copy). */
export interface UnitFact {
  project_id: string;
  we_nr: string;
  building: number;
  floor: number;
  rooms: number;
  living_area: number;
  /** Euros, exact. */
  price: number;
}
