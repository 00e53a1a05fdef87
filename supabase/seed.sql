-- Sales status of grabbeallee-68 (applied by `supabase db reset` and by the local backend on a fresh
-- database). Units without a row are Available. The unit codes follow supabase/local/unit-codes.ts.
insert into public.apartments (project_id, unit_number, we_nr, status)
values
  -- Sold
  ('grabbeallee-68', 1, '1.0.1', 'Sold'),
  ('grabbeallee-68', 6, '1.1.2', 'Sold'),
  ('grabbeallee-68', 11, '1.2.3', 'Sold'),
  ('grabbeallee-68', 25, '2.0.1', 'Sold'),
  ('grabbeallee-68', 41, '3.1.2', 'Sold'),
  ('grabbeallee-68', 49, '4.0.1', 'Sold'),
  -- Reserved
  ('grabbeallee-68', 16, '1.3.4', 'Reserved'),
  ('grabbeallee-68', 17, '1.4.1', 'Reserved'),
  ('grabbeallee-68', 22, '1.5.2', 'Reserved'),
  ('grabbeallee-68', 30, '2.1.3', 'Reserved'),
  ('grabbeallee-68', 34, '2.3.1', 'Reserved'),
  ('grabbeallee-68', 39, '3.0.3', 'Reserved'),
  ('grabbeallee-68', 44, '3.2.2', 'Reserved'),
  ('grabbeallee-68', 53, '4.2.1', 'Reserved'),
  -- On hold: a status the app shows in its neutral style
  ('grabbeallee-68', 24, '1.5.4', 'Vormerkung')
on conflict (project_id, we_nr) do nothing;
