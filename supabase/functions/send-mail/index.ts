/**
 * send-mail: sends the outbox's due mail (docs/decisions/0022-mail-sender.md). Hosted Supabase
 * runs it every minute from pg_cron (supabase/migrations/20251127000900_schedule_send_mail.sql);
 * the local backend runs this same file under Deno (supabase/local/functions/).
 */
import { createClient } from '@supabase/supabase-js'
import { readSenderConfig } from './config.ts'
import { createSendMailHandler } from './handler.ts'
import { rpcAccountNames, rpcOutbox } from './outbox.ts'
import { runSendLoop } from './send-loop.ts'
import { authSignInLinks } from './sign-in-links.ts'
import { smtpDeliver } from './smtp.ts'

const config = readSenderConfig(Deno.env.toObject())
const supabase = createClient(config.supabaseUrl, config.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
})
const outbox = rpcOutbox(supabase)
const signInLinks = authSignInLinks(supabase.auth.admin, config.siteOrigin, rpcAccountNames(supabase))
const deliver = smtpDeliver(config.smtp)

Deno.serve(
  createSendMailHandler({
    serviceRoleKey: config.serviceRoleKey,
    run: () => runSendLoop(outbox, deliver, { siteOrigin: config.siteOrigin, signInLinks }),
  }),
)
