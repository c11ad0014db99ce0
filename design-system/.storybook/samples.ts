// Texts for stories, in the site's three languages. The Arabic ones are long on purpose:
// they show wrapping, line height and right-to-left layout.
export const arabic = {
  short: 'إرسال',
  sending: 'جارٍ الإرسال...',
  title: 'مجمع مدرسي إسلامي خاص في باماكو',
  long: 'نجمع بين منهج دراسي حديث وتعليم إسلامي أصيل، من الروضة إلى الثانوية، لنبني جيلاً متعلماً مؤمناً ومتميزاً من أجل مستقبل أفضل لأبنائنا ولوطننا.',
  name: 'عبد الرحمن كوليبالي',
};

export const french = {
  title: 'Complexe scolaire privé à Bamako',
  lead: 'Éducation, foi et excellence pour un avenir meilleur.',
  long: 'Depuis plus de 15 ans, nous accompagnons les élèves de la maternelle au lycée avec un programme moderne et un enseignement islamique de qualité, à Bamako-Coura.',
};
