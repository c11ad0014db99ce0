import { defineMessages } from 'react-intl';

/** The accessibility statement: what the site conforms to, how it is tested, its limits. */
export const accessibilityMessages = defineMessages({
  metaTitle: {
    id: 'accessibility.meta.title',
    defaultMessage: 'Accessibilité | Complexe Scolaire Islamique de Bamako',
  },
  metaDescription: {
    id: 'accessibility.meta.description',
    defaultMessage:
      'Ce que le site vise (WCAG 2.2 niveau AA), comment il est vérifié, ses limites connues et comment nous signaler un problème.',
  },
  eyebrow: { id: 'accessibility.hero.eyebrow', defaultMessage: 'Déclaration' },
  title: { id: 'accessibility.hero.title', defaultMessage: 'Accessibilité' },
  subtitle: {
    id: 'accessibility.hero.subtitle',
    defaultMessage:
      'Chaque famille doit pouvoir lire ce site, au clavier, avec un lecteur d’écran, sur un petit téléphone, en français, en arabe ou en anglais.',
  },
  conformanceTitle: { id: 'accessibility.conformance.title', defaultMessage: 'Ce que nous visons' },
  conformanceText: {
    id: 'accessibility.conformance.text',
    defaultMessage:
      'Le site vise le niveau AA des règles WCAG 2.2 (Règles pour l’accessibilité des contenus Web). Il est partiellement conforme : les limites connues sont décrites plus bas.',
  },
  testedTitle: { id: 'accessibility.tested.title', defaultMessage: 'Comment nous le vérifions' },
  testedAxe: {
    id: 'accessibility.tested.axe',
    defaultMessage:
      'Chaque page publique et chaque écran de l’espace d’administration sont analysés automatiquement (axe-core, règles WCAG A et AA) à chaque modification du site, dans les trois langues, sur téléphone et sur ordinateur, en thème clair et sombre.',
  },
  testedKeyboard: {
    id: 'accessibility.tested.keyboard',
    defaultMessage:
      'Les parcours principaux (menus, formulaires de contact et de pré-inscription, lettre d’information, espace d’administration) sont vérifiés au clavier : ordre de tabulation, focus visible, fermeture par Échap.',
  },
  testedContrast: {
    id: 'accessibility.tested.contrast',
    defaultMessage:
      'Les couleurs des deux thèmes sont vérifiées par le calcul de leur contraste (4,5:1 pour le texte, 3:1 pour les éléments d’interface).',
  },
  testedLanguage: {
    id: 'accessibility.tested.language',
    defaultMessage:
      'Chaque page déclare sa langue et son sens de lecture (de droite à gauche en arabe) ; un texte affiché dans une autre langue est annoncé comme tel.',
  },
  limitsTitle: { id: 'accessibility.limits.title', defaultMessage: 'Limites connues' },
  limitsAlt: {
    id: 'accessibility.limits.alt',
    defaultMessage:
      'Le texte de remplacement des images d’articles est écrit par l’équipe de l’école ; il peut manquer sur des articles anciens.',
  },
  limitsTranslations: {
    id: 'accessibility.limits.translations',
    defaultMessage:
      'Certains articles n’existent qu’en français : leur texte est alors affiché en français sur les pages arabes et anglaises, et annoncé en français aux lecteurs d’écran.',
  },
  limitsManual: {
    id: 'accessibility.limits.manual',
    defaultMessage:
      'Aucun audit complet par des personnes utilisant des technologies d’assistance n’a encore été mené.',
  },
  reportTitle: { id: 'accessibility.report.title', defaultMessage: 'Signaler un problème' },
  reportText: {
    id: 'accessibility.report.text',
    defaultMessage:
      'Une page que vous ne pouvez pas lire ou utiliser ? Dites-nous laquelle et ce qui vous a gêné : nous vous répondrons et chercherons une solution.',
  },
  reportLink: { id: 'accessibility.report.link', defaultMessage: 'Écrire au secrétariat' },
  reportSubject: {
    id: 'accessibility.report.subject',
    defaultMessage: 'Accessibilité du site',
  },
  updated: {
    id: 'accessibility.updated',
    defaultMessage: 'Déclaration établie le 28 novembre 2026.',
  },
});
