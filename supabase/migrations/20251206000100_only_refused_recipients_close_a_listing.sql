-- A delivery refused for its content fails that message alone
-- (docs/decisions/0031-limits-strangers-cannot-spend.md).
--
-- The sender now says why a mail failed: 'recipient refused: ...' when the receiving server
-- refused the address (a 5xx to RCPT TO), 'message refused: ...' when it refused the message
-- itself (a 5xx after the data: a spam filter, say). One student whose text a filter rejects must
-- not close a listing, and one refusal of an address may be a passing fault of its server: the
-- listing's inquiry address is marked failed (accepts_messages off until an admin acts) only when
-- a second message to it, within 30 days, has had its recipient refused too.

create or replace function private.mark_inquiry_address_failed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing_id uuid;
begin
  if coalesce(new.last_error, '') !~ '^recipient refused: ' then
    return null;
  end if;
  begin
    listing_id := (new.data ->> 'listingId')::uuid;
  exception when invalid_text_representation then
    return null;
  end;
  if not exists (
    select 1 from private.mail_outbox o
    where o.template = 'message_delivery'
      and o.status = 'failed'
      and o.id <> new.id
      and o.data ->> 'listingId' = new.data ->> 'listingId'
      and lower(o.recipient) = lower(new.recipient)
      and o.last_error ~ '^recipient refused: '
      and o.next_attempt_at > now() - interval '30 days'
  ) then
    return null;
  end if;
  if new.data ->> 'listingKind' = 'teacher' then
    update public.teacher_inquiry_addresses a
    set delivery_failed_at = now(), delivery_error = left(new.last_error, 1000)
    where a.teacher_id = listing_id and lower(a.email) = lower(new.recipient);
  elsif new.data ->> 'listingKind' = 'studio' then
    insert into public.studio_inquiry_addresses as a (studio_id, email, delivery_failed_at, delivery_error)
    select s.id, null, now(), left(new.last_error, 1000)
    from public.studios s
    where s.id = listing_id and lower(s.email) = lower(new.recipient)
    on conflict (studio_id) do update
      set delivery_failed_at = excluded.delivery_failed_at, delivery_error = excluded.delivery_error
      where a.email is null;
    update public.studio_inquiry_addresses a
    set delivery_failed_at = now(), delivery_error = left(new.last_error, 1000)
    where a.studio_id = listing_id and lower(a.email) = lower(new.recipient);
  end if;
  return null;
end
$$;
revoke all on function private.mark_inquiry_address_failed() from public, anon, authenticated;
