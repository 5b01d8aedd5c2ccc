/**
 * Advisor findings (tests/pg/advisor.ts) that are accepted on purpose, each with its reason.
 * A finding is `<rule> <object>`; test:pg fails on any finding not listed here and on any
 * entry here that no longer matches a finding.
 */
export interface AcceptedFinding {
  rule: string
  object: string
  reason: string
}

/**
 * The forms' security-definer functions (supabase/migrations/20251124000400_submissions_through_functions.sql,
 * with the status token since 20251127000100_mails_from_events.sql).
 */
const SENDING_FUNCTIONS = [
  [
    'public.submit_teacher_application(firstname text, lastname text, email text, phone text, location text, ' +
      'specialties text, certifications text, bio text, experience integer, teachingoptions jsonb, website text, ' +
      'instagram text, terms boolean, status_token_hash text, honeypot text, languages text[], status_token text)',
    'Join as a Teacher',
  ],
  [
    'public.submit_studio_application(name text, email text, country text, city text, description text, ' +
      'address text, yogastyles text[], amenities text[], website text, instagram text, hours text, logo text, ' +
      'consent boolean, status_token_hash text, honeypot text, languages text[], status_token text)',
    'the studio application (its logo must be an upload made with a permit)',
  ],
  ['public.logo_upload_permit()', "the studio application's logo upload asks for the one path it may use"],
  ['public.contact_question()', 'Contact Us asks for its question; the answer stays in the database'],
  [
    'public.send_contact_message(name text, email text, subject text, message text, question_id uuid, ' +
      'answer text, honeypot text)',
    'Contact Us, checking the answer to the question once',
  ],
] as const

export const ACCEPTED_FINDINGS: AcceptedFinding[] = [
  {
    rule: 'rls_enabled_no_policy',
    object: 'private.mail_outbox',
    reason:
      'No API role may read or write the outbox row by row: anon and authenticated hold no grant, ' +
      'the service role only SELECT, and every change goes through the security-definer mail ' +
      'functions (supabase/migrations/20251127000000_mail_outbox.sql). RLS without a policy denies ' +
      'anything a future grant would let through.',
  },
  ...(['anon', 'authenticated'] as const).flatMap((role) => [
    {
      rule: `${role}_security_definer_function_executable`,
      object: 'public.is_admin()',
      reason:
        'The RLS policies and the admin guard call it for every caller; it answers only whether the ' +
        'caller is an admin, reading private.admins, which no API role can read.',
    },
    {
      rule: `${role}_security_definer_function_executable`,
      object: 'public.application_status(token text)',
      reason:
        "The applicant's status page calls it signed out; it answers only the holder of the token " +
        "(whose SHA-256 the row keeps) with the status, the listing's slug and the note.",
    },
  ]),
  {
    rule: 'authenticated_security_definer_function_executable',
    object: 'public.set_admin_alerts(enabled boolean)',
    reason:
      "The dashboard turns the signed-in admin's mail alerts on or off; it refuses anyone but an " +
      "admin and writes only that admin's own setting (private.admin_alert_settings).",
  },
  {
    rule: 'authenticated_security_definer_function_executable',
    object: 'public.admin_alerts_enabled()',
    reason:
      "The dashboard shows the signed-in admin's alert setting; it answers only about the caller, " +
      'and null for anyone who is not an admin.',
  },
  {
    rule: 'authenticated_security_definer_function_executable',
    object: 'public.failed_mails()',
    reason:
      'The dashboard lists mail that failed for good; it refuses anyone but an admin and shows only ' +
      'the recipient, template, last error and times, never the data (private.mail_outbox).',
  },
  {
    rule: 'authenticated_security_definer_function_executable',
    object: 'public.retry_mail(mail_id bigint)',
    reason:
      "The dashboard's Retry; it refuses anyone but an admin and only makes a failed mail pending again.",
  },
  ...(['private.listing_messages', 'private.expired_listing_messages'] as const).map((object) => ({
    rule: 'rls_enabled_no_policy',
    object,
    reason:
      "Students' messages and their tombstones: anon and authenticated hold no grant, the service role " +
      'only SELECT (operators; the private schema is not in the API), and only the security-definer ' +
      'message functions write them ' +
      '(supabase/migrations/20251128000100_listing_messages.sql). RLS without a policy denies anything ' +
      'a future grant would let through.',
  })),
  ...(['anon', 'authenticated'] as const).flatMap((role) => [
    {
      rule: `${role}_security_definer_function_executable`,
      object:
        'public.send_listing_message(listing_kind text, listing_slug text, name text, email text, message text, ' +
        'practices text[], honeypot text)',
      reason:
        "A profile's Send a message, signed out or in: it stores one unconfirmed message per call, " +
        'within the limits of public.submission_limits, and mails only the typed address a link ' +
        '(docs/decisions/0024-messages-to-listings.md).',
    },
    {
      rule: `${role}_security_definer_function_executable`,
      object: 'public.confirm_listing_message(token text)',
      reason:
        'The confirmation link, signed out or in: it answers only the holder of the token (whose SHA-256 ' +
        "the message keeps) with the outcome and the listing's slug and name, within a per-client limit.",
    },
  ]),
  {
    rule: 'authenticated_security_definer_function_executable',
    object: 'public.listing_message_counts(listing_kind text)',
    reason:
      'The admin lists show messages per listing and failed deliveries; it refuses anyone but an admin ' +
      'and gives counts, never a message or an address.',
  },
  {
    rule: 'authenticated_security_definer_function_executable',
    object: 'public.message_totals()',
    reason: "The dashboard's message totals; it refuses anyone but an admin and gives three counts.",
  },
  ...(['anon', 'authenticated'] as const).flatMap((role) =>
    SENDING_FUNCTIONS.map(([object, what]) => ({
      rule: `${role}_security_definer_function_executable`,
      object,
      reason:
        `The public forms call it signed out or in: ${what}. It is the only way in (inserts into the ` +
        'submission tables are revoked), so it must run as its owner; it writes one row per call, ' +
        'counted against the limits in public.submission_limits (docs/decisions/0012-abuse-limits.md).',
    })),
  ),
  ...(
    [
      'private.listing_links',
      'private.listing_rename_requests',
      'private.listing_changes',
      'private.listing_message_days',
    ] as const
  ).map((object) => ({
    rule: 'rls_enabled_no_policy',
    object,
    reason:
      "Owners' links, rename requests, the change log and the delivered-message counts: anon and " +
      'authenticated hold no grant, the service role only SELECT (operators; the private schema is not in ' +
      'the API), and only the security-definer owner and admin functions write them ' +
      '(supabase/migrations/20251129000000_owners_keep_their_listing.sql). RLS without a policy denies ' +
      'anything a future grant would let through.',
  })),
  {
    rule: 'rls_enabled_no_policy',
    object: 'private.owner_accounts',
    reason:
      "The private names of owners' accounts: no API role holds a grant, not even the service role, which " +
      'asks for one name at a time through public.owner_account_email; ownership reads the table in ' +
      'security-definer functions (supabase/migrations/20251207000000_owner_accounts_under_private_names.sql).',
  },
  ...(['anon', 'authenticated'] as const).flatMap((role) => [
    {
      rule: `${role}_security_definer_function_executable`,
      object: 'public.request_owner_link(listing_kind text, listing_slug text, email text)',
      reason:
        "A profile's Manage this listing, signed out or in: it mails a sign-in link only to the listing's " +
        'own inquiry address and answers the same for any other, within the limits of ' +
        'public.submission_limits (docs/decisions/0026-owners-by-their-inquiry-address.md).',
    },
    {
      rule: `${role}_security_definer_function_executable`,
      object: 'public.confirm_listing_link(token text)',
      reason:
        "An owner's 'still correct' or new-address link, signed out or in: it answers only the holder of " +
        "the token (whose SHA-256 the link keeps) with the outcome and the listing's slug and name, once, " +
        'within a per-client limit.',
    },
  ]),
  ...(
    [
      [
        'public.my_listings()',
        "lists only the listings whose inquiry address is the caller's confirmed email",
      ],
      [
        'public.my_listing_details(listing_kind text, listing_id uuid)',
        "answers only the listing's owner, with its addresses, counts and version",
      ],
      [
        'public.update_my_listing(listing_kind text, listing_id uuid, changes jsonb, loaded_updated_at timestamp with time zone)',
        "refuses anyone but the listing's owner and any column outside private.owner_columns, and logs each change",
      ],
      [
        'public.confirm_my_listing(listing_kind text, listing_id uuid)',
        "refuses anyone but the listing's owner and sets only confirmed_at",
      ],
      [
        'public.my_sign_in_address()',
        "answers only with the caller's own address (docs/decisions/0032-owner-accounts-under-private-names.md)",
      ],
    ] as const
  ).map(([object, what]) => ({
    rule: 'authenticated_security_definer_function_executable',
    object,
    reason:
      `The owner's /account: it ${what}. Owners hold no table privilege on the listings, so their ` +
      'writes must run as the owner of the function (docs/decisions/0026-owners-by-their-inquiry-address.md).',
  })),
  ...(
    [
      ['public.listing_changes(listing_kind text, listing_id uuid)', "the listing's change log"],
      ['public.recent_owner_changes(max_rows integer)', 'the latest owner changes on the overview'],
      ['public.revert_listing_change(change_id bigint)', 'Revert on a logged change'],
      ['public.listing_rename_requests(listing_kind text, listing_id uuid)', "an owner's requested name"],
      [
        'public.dismiss_rename_request(listing_kind text, listing_id uuid)',
        "Dismiss on an owner's requested name",
      ],
    ] as const
  ).map(([object, what]) => ({
    rule: 'authenticated_security_definer_function_executable',
    object,
    reason: `The admin listing form and dashboard: ${what}. It refuses anyone but an admin.`,
  })),
  ...[
    'private.earth_point(latitude double precision, longitude double precision)',
    'private.earth_box(point extensions.cube, radius_m double precision)',
    'private.earth_distance(a extensions.cube, b extensions.cube)',
  ].map((object) => ({
    rule: 'function_search_path_mutable',
    object,
    reason:
      'The distance formulas of the near searches and their GiST indexes ' +
      '(supabase/migrations/20251130000000_places_gazetteer.sql): immutable SQL that names every ' +
      'function with its schema, so no search path changes what it calls. A search_path setting ' +
      'would stop the planner inlining them, and each call would cost about ten times as much.',
  })),
]
