/** The public landing page (SPEC §1). */
export const landing = {
  documentTitle: 'Diaspora Repatriation Cover | BancAssurance',
  skipToContent: 'Skip to main content',
  badge: 'Trusted Diaspora Insurance',
  heading: 'Wherever life takes you, <highlight>we bring you home.</highlight>',
  description:
    'A repatriation cover for people living abroad. Protect yourself and the family you love with cover of up to TZS {{millions}} million for individuals and families, customizable to fit your needs.',
  registerNow: 'Register Now',
  ctaNote: 'Premiums are deducted monthly from your account.',
  heroImageAlt:
    'Illustration of a family standing before a globe while a plane flies a dotted route back home',
  figures: {
    heading: 'The cover at a glance',
    monthlyPremium: 'Monthly premium',
    maximumBenefit: 'Maximum benefit',
    funeralLumpSum: 'Funeral lump sum',
    family: 'Spouse + {{count}} children',
    familyLabel: 'Family covered',
    familyNote: 'You, your spouse and up to {{count}} children',
    perMonth: 'per month',
    maximumNote: 'per eligible member',
    funeralNote: 'if the body is not transferred',
  },
  benefits: {
    heading: 'Cover that travels with you',
    intro: 'One simple monthly premium protects you and the people who matter most.',
    /** Each benefit's words; their figures come from the cover's constants. */
    items: {
      repatriation: {
        title: 'Repatriation with escort',
        body: 'On the account holder’s death, transfer of the body home with an escort return ticket, up to {{repatriation}}.',
      },
      funeral: {
        title: 'Funeral support',
        body: 'A lump sum of {{lumpSum}} towards funeral costs if the body is not transferred.',
      },
      payment: {
        title: 'Fast payment',
        body: 'Benefits are paid within {{hours}} hours of receiving all the documents.',
      },
      family: {
        title: 'Your whole family',
        body: 'The account holder and spouse aged {{minAge}} to {{maxAge}}, and children up to {{childMaxAge}} while still in school.',
      },
    },
  },
  steps: {
    heading: 'Enrol online in three steps',
    cta: 'Start your enrolment',
    policyTitle: 'Read the cover terms',
    policyBody: 'Review the benefits and conditions, then confirm you agree.',
    detailsTitle: 'Tell us about you',
    detailsBody: 'Your identity, bank account and contact details.',
    declarationTitle: 'Declare your family',
    declarationBody: 'Add your spouse and children with proof of relationship.',
  },
  footer: {
    copyright: '© 2024 BancAssurance. All rights reserved.',
    disclaimer:
      'Cover is subject to the policy terms and conditions. A waiting period of {{months}} months applies.',
  },
} as const;
