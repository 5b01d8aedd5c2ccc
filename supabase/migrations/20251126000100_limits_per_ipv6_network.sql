-- Submission limits count an IPv6 client by its /64.
--
-- private.client_address() (20251124000400_submissions_through_functions.sql) returned the edge's
-- cf-connecting-ip as written, so every IPv6 address was a client of its own. One machine is
-- usually given a whole /64 (2^64 addresses; SLAAC and privacy addresses change within it at
-- will), so it could send from a new address each time and, alone, use up the overall limit that
-- every visitor shares. From here on (docs/decisions/0012-abuse-limits.md):
--
-- * an IPv4 address counts as itself ('198.51.100.7');
-- * an IPv6 address counts as its /64 network ('2001:db8:1:2::/64');
-- * an IPv4-mapped IPv6 address (::ffff:a.b.c.d) counts as the IPv4 address it carries;
-- * no header counts as 'unknown', as before; a value that is no address counts as itself,
--   trimmed, so it still gives the same client each time and never an error.
--
-- Sends counted before this migration keep their exact address, so for the window of a limit
-- (minutes) an IPv6 client's earlier sends are not added to its network's.

create or replace function private.client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  reported text;
  address inet;
begin
  begin
    reported := nullif(btrim(nullif(current_setting('request.headers', true), '')::jsonb ->> 'cf-connecting-ip'), '');
  exception when others then
    -- Headers that are not JSON: no address was reported.
    reported := null;
  end;
  if reported is null then
    return 'unknown';
  end if;
  begin
    address := reported::inet;
  exception when others then
    return reported;
  end;
  if family(address) = 4 then
    return host(address);
  end if;
  address := set_masklen(address, 128);
  if address << '::ffff:0.0.0.0/96'::inet then
    return host('0.0.0.0'::inet + (address - '::ffff:0.0.0.0'::inet));
  end if;
  return network(set_masklen(address, 64))::text;
end
$$;
comment on function private.client_address() is
  'Who the submission limits count: the edge''s cf-connecting-ip, an IPv6 address as its /64, an IPv4-mapped one as IPv4.';
