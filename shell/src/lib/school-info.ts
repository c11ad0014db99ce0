// Contact details shown in the header and footer until the site settings drive them.
export const schoolInfo = {
  phoneDisplay: '+223 76 00 00 00',
  phoneHref: 'tel:+22376000000',
  whatsappHref: 'https://wa.me/22376000000',
  email: 'contact@complexe-scolaire.ml',
} as const;
