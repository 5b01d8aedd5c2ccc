import { LegalPage, type LegalSection } from '../../components/legal-page.tsx'
import { Seo } from '../../features/seo/seo.tsx'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'

const sections: readonly LegalSection[] = [
  {
    heading: 'Who we are',
    body: (
      <p>
        {site.name} is a curated, commission-free directory that connects yoga students with yoga teachers and
        studios, online and in person. It is operated from {site.location}. In this policy, "we", "us" and
        "our" mean the operator of {site.name}.
      </p>
    ),
  },
  {
    heading: 'Information we collect',
    body: (
      <>
        <p>We only collect what we need to run the directory:</p>
        <ul>
          <li>
            <strong>Teacher applications:</strong> your first and last name, email address, phone number,
            location, specialties, certifications, biography, years of experience, teaching options, and
            optionally your website and Instagram handle.
          </li>
          <li>
            <strong>Studio applications:</strong> the studio's name, contact email, country, city and address,
            description, practices, amenities, website, Instagram, operating hours and logo.
          </li>
          <li>
            <strong>Contact messages:</strong> your name, email address, subject and message. The answer to
            the anti-spam question is checked in your browser and never stored.
          </li>
          <li>
            <strong>Administrator accounts:</strong> the email address and a securely hashed password of the
            people who manage the directory.
          </li>
          <li>
            <strong>Technical data:</strong> like any website, our hosting and database providers process
            technical information such as IP addresses and browser details in their server logs to deliver and
            secure the service.
          </li>
        </ul>
        <p>
          We do not use advertising or tracking cookies. Your browser's local storage is used only to keep an
          administrator signed in and to remember recently viewed directory data so pages load faster.
        </p>
      </>
    ),
  },
  {
    heading: 'How we use your information',
    body: (
      <ul>
        <li>To review applications and create, publish and maintain teacher and studio listings.</li>
        <li>To answer your messages and questions.</li>
        <li>To keep the directory accurate, safe and free of spam or abuse.</li>
        <li>To comply with our legal obligations.</li>
      </ul>
    ),
  },
  {
    heading: 'What is shown publicly',
    body: (
      <p>
        Once a listing is approved, the profile information it contains (such as name, photo, biography,
        location, specialties, practices, and website or social media links) is shown publicly in the
        directory. Private contact details from applications and messages are not published; contact details
        are shared between students and teachers or studios only when an inquiry is made.
      </p>
    ),
  },
  {
    heading: 'Sharing your information',
    body: (
      <p>
        We do not sell or rent your personal information. We share it only with the service providers that
        host our website, database and file storage on our behalf, under obligations to protect it, and with
        authorities when the law requires us to.
      </p>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <p>
        We keep applications and messages for as long as we need them to review and answer them, and then
        delete them. Listings remain published until they are removed at the teacher's or studio's request or
        by us.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        Under the Philippine Data Privacy Act of 2012 (Republic Act No. 10173) and similar laws, you may ask
        to access, correct or delete your personal information, object to its processing, or withdraw your
        consent. Contact us using the details below and we will respond within a reasonable time.
      </p>
    ),
  },
  {
    heading: 'Minimum age',
    body: (
      <p>
        You must be at least 16 years old to use {site.name} or to submit any information to us. We do not
        knowingly collect personal information from anyone under 16; if we learn that we have, we delete it.
      </p>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        We protect your information with encrypted connections, access limited to administrators and database
        rules that keep submissions private. No online service can be perfectly secure, but we work to protect
        your data and will act promptly on any incident.
      </p>
    ),
  },
  {
    heading: 'Changes to this policy',
    body: (
      <p>
        We may update this policy from time to time. When we do, we change the effective date above;
        significant changes will be announced on the website.
      </p>
    ),
  },
]

export default function PrivacyPolicyRoute() {
  return (
    <>
      <Seo
        title={`Privacy Policy | ${site.name}`}
        description={`How ${site.name} collects, uses and protects the information in teacher applications, studio applications and contact messages.`}
        keywords={['privacy policy', 'data privacy', site.name]}
        canonicalPath={paths.privacyPolicy.href()}
      />
      <LegalPage
        title="Privacy Policy"
        intro={
          <p>
            This policy explains what information {site.name} collects when you browse the directory, apply to
            be listed or contact us, how we use it, and the choices you have.
          </p>
        }
        sections={sections}
      />
    </>
  )
}
