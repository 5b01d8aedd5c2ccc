/**
 * The function's settings, read from its environment at start-up: the SMTP server, the sender
 * address, the site's origin for links, and what hosted Supabase gives every function. Missing or
 * malformed settings stop it with the whole list, rather than one failed mail at a time.
 */
export interface SenderConfig {
  smtp: { host: string; port: number; user: string | null; pass: string | null; from: string }
  siteOrigin: string
  supabaseUrl: string
  serviceRoleKey: string
}

export function readSenderConfig(env: Record<string, string | undefined>): SenderConfig {
  const problems: string[] = []
  const required = (name: string): string => {
    const value = env[name]?.trim()
    if (!value) problems.push(`${name} is not set`)
    return value ?? ''
  }
  const host = required('SMTP_HOST')
  const from = required('SMTP_FROM')
  const siteOriginRaw = required('SITE_ORIGIN')
  const supabaseUrl = required('SUPABASE_URL')
  const serviceRoleKey = required('SUPABASE_SERVICE_ROLE_KEY')
  const port = Number(env.SMTP_PORT?.trim() || '587')
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    problems.push(`SMTP_PORT must be a port number, got "${env.SMTP_PORT}"`)
  if (/[\r\n]/.test(from)) problems.push('SMTP_FROM must be one line')
  let siteOrigin = ''
  try {
    if (siteOriginRaw) siteOrigin = new URL(siteOriginRaw).origin
  } catch {
    problems.push(`SITE_ORIGIN must be a URL such as https://example.com, got "${siteOriginRaw}"`)
  }
  if (problems.length > 0) throw new Error(`send-mail cannot start: ${problems.join('; ')}`)
  return {
    smtp: { host, port, user: env.SMTP_USER || null, pass: env.SMTP_PASS || null, from },
    siteOrigin,
    supabaseUrl,
    serviceRoleKey,
  }
}
