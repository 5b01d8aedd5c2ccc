-- The directory's reads within 20 ms p95 at 100,000 teachers (npm run bench:db -- --only
-- public-reads; docs/benchmarks.md, "Public reads").
--
-- * One GIN index over the teacher directory's filters that go together (country, styles,
--   languages), through btree_gin (20251208000000) for the country. A directory filtered by all three built three
--   bitmaps of 5,000 to 20,000 rows each and ANDed them, for the page and again for its count
--   (18 ms each); one index scan intersects them as it reads (3 ms). It serves each filter alone
--   as well, so the two single-column GIN indexes it covers go.
-- * public.find_place() without parallel workers: planned without its argument, its lookup of a
--   few gazetteer rows looked dear enough for a parallel plan, whose start cost 10 to 15 ms of a
--   2 ms lookup.

create index teachers_directory_filters_idx on public.teachers
  using gin (country, specialties, languages) with (fastupdate = off);
drop index public.teachers_specialties_idx;
drop index public.teachers_languages_idx;

alter function public.find_place(text) set max_parallel_workers_per_gather = 0;
