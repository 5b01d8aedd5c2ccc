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

const SUBMISSION_INSERTS = 'removed by the submission-functions migration'

export const ACCEPTED_FINDINGS: AcceptedFinding[] = [
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
  ...[
    ['teacherapplications', 'Visitors send teacher applications'],
    ['teacherapplications', 'Signed-in users send teacher applications'],
    ['studioapplications', 'Visitors send studio applications'],
    ['studioapplications', 'Signed-in users send studio applications'],
    ['contactsubmissions', 'Visitors send contact messages'],
    ['contactsubmissions', 'Signed-in users send contact messages'],
  ].map(([table, policy]) => ({
    rule: 'rls_policy_always_true',
    object: `public.${table} ${policy}`,
    reason: `The public forms' inserts (CHECK constraints and column privileges validate them); ${SUBMISSION_INSERTS}.`,
  })),
]
