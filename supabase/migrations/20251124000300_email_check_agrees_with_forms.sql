-- The e-mail CHECK (private.is_email) agrees with the forms' rule (src/lib/field-rules.ts,
-- emailField): no whitespace as JavaScript's \s counts it, one @, a dot after it, and at most 254
-- characters as JavaScript counts them (UTF-16 code units).
--
-- The first version used [[:space:]], which outside a UTF-8 locale misses Unicode spaces such as
-- U+00A0 (no-break space) and U+2028 (line separator), and counted characters, so a script could
-- store addresses the forms refuse. The same cases run against both sides in
-- tests/unit/email-rule.test.ts and tests/backend/email-check.test.ts (tests/email-cases.ts).

create or replace function private.is_email(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ (
      '^[^@\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
      || '@[^@\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
      || '\.[^@\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$'
    )
    -- Characters beyond U+FFFF count twice, as in JavaScript's String length.
    and length(value) + length(regexp_replace(value, '[^\U00010000-\U0010ffff]', '', 'g')) <= 254
$$;
comment on function private.is_email(text) is
  'The forms'' e-mail rule: no whitespace (JavaScript''s \s), one @ with a dot after it, at most 254 UTF-16 code units.';
