/** What each mail template is, in the words the dashboard uses for it. */
const TEMPLATE_LABELS: Record<string, string> = {
  application_received: 'Application received',
  application_listed: 'Application listed',
  application_declined: 'Application not accepted',
  admin_alert: 'New submissions alert',
}

/** The dashboard's name for a template; an unknown one is shown as it is stored. */
export function templateLabel(template: string): string {
  return TEMPLATE_LABELS[template] ?? template
}
