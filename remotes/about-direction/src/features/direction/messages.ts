import { defineMessages } from 'react-intl';

export const directionMessages = defineMessages({
  metaTitle: {
    id: 'direction.meta.title',
    defaultMessage: 'Direction | Complexe Scolaire Islamique de Bamako',
  },
  metaDescription: {
    id: 'direction.meta.description',
    defaultMessage:
      "Le mot du promoteur et l'équipe de direction du complexe scolaire : neuf responsables au service des élèves.",
  },
  eyebrow: { id: 'direction.hero.eyebrow', defaultMessage: 'Fondateur et direction' },
  title: { id: 'direction.hero.title', defaultMessage: 'Notre direction' },
  subtitle: {
    id: 'direction.hero.subtitle',
    defaultMessage: "Une équipe engagée qui porte chaque jour le projet éducatif de l'école.",
  },
  wordTitle: { id: 'direction.word.title', defaultMessage: 'Le mot du promoteur' },
  word1: {
    id: 'direction.word.p1',
    defaultMessage:
      "Chers parents, chers élèves, chers amis de l'école, soyez les bienvenus. Lorsque nous avons ouvert nos portes en 2009, nous portions un rêve simple : offrir aux enfants de Bamako une école où l'on apprend à réussir sans jamais oublier qui l'on est.",
  },
  word2: {
    id: 'direction.word.p2',
    defaultMessage:
      "Ce rêve s'est construit pas à pas, avec des enseignants dévoués et des familles confiantes. De la maternelle au lycée, nos élèves reçoivent un enseignement rigoureux, fidèle au programme national, et une éducation islamique qui forme le cœur autant que l'esprit.",
  },
  word3: {
    id: 'direction.word.p3',
    defaultMessage:
      "Nous croyons que l'excellence n'est pas réservée à quelques-uns. Chaque enfant a des talents ; notre rôle est de les révéler, de les cultiver et de lui donner confiance en l'avenir.",
  },
  word4: {
    id: 'direction.word.p4',
    defaultMessage:
      'Je remercie tous ceux qui font vivre cette maison commune et je vous invite à la découvrir. Ensemble, continuons de bâtir une génération instruite, croyante et responsable.',
  },
  wordSignature: {
    id: 'direction.word.signature',
    defaultMessage: 'El Hadj Oumar Touré, fondateur et promoteur',
  },
  teamEyebrow: { id: 'direction.team.eyebrow', defaultMessage: 'Notre équipe' },
  teamTitle: { id: 'direction.team.title', defaultMessage: "L'équipe de direction" },
  teamLead: {
    id: 'direction.team.lead',
    defaultMessage:
      'Neuf responsables qui veillent à la qualité de l’enseignement et à la vie de l’école.',
  },
  generalDirector: {
    id: 'direction.staff.generalDirector.title',
    defaultMessage: 'Directeur général',
  },
  generalDirectorText: {
    id: 'direction.staff.generalDirector.text',
    defaultMessage: "Conduit le projet de l'école et veille à son bon fonctionnement.",
  },
  pedagogicDirector: {
    id: 'direction.staff.pedagogicDirector.title',
    defaultMessage: 'Directeur pédagogique',
  },
  pedagogicDirectorText: {
    id: 'direction.staff.pedagogicDirector.text',
    defaultMessage: 'Coordonne les programmes, les enseignants et le suivi des résultats.',
  },
  administrativeDirector: {
    id: 'direction.staff.administrativeDirector.title',
    defaultMessage: 'Directeur administratif',
  },
  administrativeDirectorText: {
    id: 'direction.staff.administrativeDirector.text',
    defaultMessage: 'Gère les inscriptions, les finances et les relations avec les familles.',
  },
  generalSecretary: {
    id: 'direction.staff.generalSecretary.title',
    defaultMessage: 'Secrétaire générale',
  },
  generalSecretaryText: {
    id: 'direction.staff.generalSecretary.text',
    defaultMessage: "Assure le lien entre les services et l'accueil des visiteurs.",
  },
  generalSupervisor: {
    id: 'direction.staff.generalSupervisor.title',
    defaultMessage: 'Surveillant général',
  },
  generalSupervisorText: {
    id: 'direction.staff.generalSupervisor.text',
    defaultMessage: 'Veille à la discipline, à la ponctualité et à la sécurité des élèves.',
  },
  generalSupervisor2: {
    id: 'direction.staff.generalSupervisor2.title',
    defaultMessage: 'Surveillant général adjoint',
  },
  generalSupervisor2Text: {
    id: 'direction.staff.generalSupervisor2.text',
    defaultMessage: "Accompagne la vie scolaire au quotidien, de l'accueil du matin à la sortie.",
  },
  arabicSupervisor: {
    id: 'direction.staff.arabicSupervisor.title',
    defaultMessage: "Superviseur de l'enseignement arabe",
  },
  arabicSupervisorText: {
    id: 'direction.staff.arabicSupervisor.text',
    defaultMessage:
      "Supervise l'enseignement de la langue arabe, du Coran et de l'éducation islamique.",
  },
  secondCycleDirector: {
    id: 'direction.staff.secondCycleDirector.title',
    defaultMessage: 'Directeur du second cycle',
  },
  secondCycleDirectorText: {
    id: 'direction.staff.secondCycleDirector.text',
    defaultMessage: 'Encadre le collège et prépare les élèves au DEF.',
  },
  annexDirector: {
    id: 'direction.staff.annexDirector.title',
    defaultMessage: "Directeur de l'annexe",
  },
  annexDirectorText: {
    id: 'direction.staff.annexDirector.text',
    defaultMessage: "Dirige l'annexe de l'école et la coordination avec le site principal.",
  },
});
