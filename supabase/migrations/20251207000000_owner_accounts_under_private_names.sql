-- Owners' accounts under private names (docs/decisions/0032-owner-accounts-under-private-names.md).
--
-- An owner's Auth account was made under the listing's inquiry address the first time a sign-in
-- link was made for it, a stranger's claim included. Auth's own POST /recover answers a second
-- request within `max_frequency` with 429 when the address has an account and 200 when it has
-- none, and takes longer when it mails: a claim and two recovery requests told whether an address
-- was a listing's. Hosted Auth has no setting that changes this.
--
-- Now the account is made under a random name that only this table knows
-- (owner-<32 hex>@owners.invalid, a domain that can receive no mail), and ownership maps the name
-- back to the address. No inquiry address has an account, so /recover answers every one alike.
-- Accounts made earlier under an address keep working.

create table private.owner_accounts (
  address text primary key check (address = lower(btrim(address)) and address <> ''),
  account_email text not null unique check (account_email ~ '^owner-[0-9a-f]{32}@owners\.invalid$'),
  created_at timestamptz not null default now()
);
comment on table private.owner_accounts is
  'The Auth account name of each inquiry address that was sent a sign-in link: random, so no request naming an address finds an account.';
alter table private.owner_accounts enable row level security;
revoke all on private.owner_accounts from public, anon, authenticated, service_role;

-- The sender's one question before it asks Auth for a sign-in link: under which name.
create or replace function public.owner_account_email(address text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  normalized text := lower(btrim(address));
  account text;
begin
  if normalized is null or normalized = '' or normalized !~ '^[^@\s]+@[^@\s]+$' then
    raise exception 'An email address is required.' using errcode = '22023';
  end if;
  insert into private.owner_accounts (address, account_email)
  values (normalized, 'owner-' || replace(gen_random_uuid()::text, '-', '') || '@owners.invalid')
  on conflict on constraint owner_accounts_pkey do nothing;
  select a.account_email into account from private.owner_accounts a where a.address = normalized;
  return account;
end
$$;
comment on function public.owner_account_email(text) is
  'Sender only: the Auth account name for an inquiry address, made once at random.';
revoke all on function public.owner_account_email(text) from public, anon, authenticated;
grant execute on function public.owner_account_email(text) to service_role;

-- The signed-in caller's address: the inquiry address behind an owner's account name, or the
-- account's own email (administrators, and owners whose account was made before this).
create or replace function private.caller_confirmed_email()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(a.address, nullif(lower(btrim(u.email)), ''))
  from auth.users u
  left join private.owner_accounts a on a.account_email = lower(btrim(u.email))
  where u.id = (select auth.uid())
    and u.email_confirmed_at is not null
    and u.deleted_at is null
    and (u.banned_until is null or u.banned_until <= now())
$$;
revoke all on function private.caller_confirmed_email() from public, anon, authenticated;

-- What the account page says the owner is signed in as.
create or replace function public.my_sign_in_address()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.caller_confirmed_email()
$$;
comment on function public.my_sign_in_address() is
  'The address the signed-in caller is known by: an owner''s inquiry address, not their account''s private name.';
revoke all on function public.my_sign_in_address() from public, anon, authenticated;
grant execute on function public.my_sign_in_address() to authenticated;
