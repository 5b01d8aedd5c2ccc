-- One rule for both submission limits.
--
-- private.count_send (20251124000400_submissions_through_functions.sql) checked the per-client
-- and the overall limit with two copies of the same two queries (count the sends in the window,
-- then find when the oldest one that matters ages out). private.minutes_until_free now answers
-- both in one query, and count_send asks it twice. What the limits allow, and the messages, stay
-- as they were.

-- Minutes until one more send of `form_name` is allowed, or null when it is allowed now: the sends
-- in the window, newest first; the max_sends-th newest is the one that has to age out of the
-- window. `caller` null counts everyone's sends. A limit of 0 always answers 1.
create or replace function private.minutes_until_free(
  form_name text,
  caller text,
  max_sends integer,
  window_minutes integer
)
returns integer
language sql
stable
set search_path = ''
as $$
  select case when max_sends <= 0 then 1 else (
    select greatest(1, ceil(extract(epoch from e.created_at + make_interval(mins => window_minutes) - now()) / 60)::integer)
    from private.submission_events e
    where e.form = form_name
      and (caller is null or e.client = caller)
      and e.created_at > now() - make_interval(mins => window_minutes)
    order by e.created_at desc
    offset max_sends - 1
    limit 1
  ) end
$$;
revoke all on function private.minutes_until_free(text, text, integer, integer) from public, anon, authenticated;

create or replace function private.count_send(form_name text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  limits public.submission_limits;
  caller text := private.client_address();
  wait integer;
begin
  select * into limits from public.submission_limits l where l.form = form_name;
  if not found then
    raise exception 'No submission limit is set for %', form_name;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('submission_limits:' || form_name, 0));

  wait := private.minutes_until_free(form_name, caller, limits.per_client, limits.per_client_minutes);
  if wait is not null then
    raise exception using
      errcode = 'PT429',
      message = format('Too many submissions from your connection. Please try again in %s.', private.minutes_text(wait)),
      hint = wait::text;
  end if;

  wait := private.minutes_until_free(form_name, null, limits.overall, limits.overall_minutes);
  if wait is not null then
    raise exception using
      errcode = 'PT429',
      message = format('We are receiving too many submissions right now. Please try again in %s.', private.minutes_text(wait)),
      hint = wait::text;
  end if;

  insert into private.submission_events (form, client) values (form_name, caller);
  delete from private.submission_events e
  where e.form = form_name and e.created_at < now() - interval '1 day';
end
$$;
revoke all on function private.count_send(text) from public, anon, authenticated;
