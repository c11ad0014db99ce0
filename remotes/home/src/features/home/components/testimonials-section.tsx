import { Grid, Section, SectionHeader } from '@school/design-system';
import { Testimonial } from '@school/design-system/display';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { testimonialMessages as m } from '../section-messages';

/** Three fixed testimonials, each rated 5 of 5 (the seed). */
export const TESTIMONIALS = [
  { id: 't1', name: m.t1Name, role: m.t1Role, text: m.t1Text, rating: 5 },
  { id: 't2', name: m.t2Name, role: m.t2Role, text: m.t2Text, rating: 5 },
  { id: 't3', name: m.t3Name, role: m.t3Role, text: m.t3Text, rating: 5 },
] as const;

export function TestimonialsSection() {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Section tone="pattern" aria-labelledby={titleId} data-section="testimonials">
      <SectionHeader
        titleId={titleId}
        eyebrow={intl.formatMessage(m.eyebrow)}
        title={intl.formatMessage(m.title)}
      />
      <Grid as="ul" role="list" columns={{ base: 1, md: 3 }}>
        {TESTIMONIALS.map((item) => (
          <li key={item.id} style={{ listStyle: 'none' }} data-testimonial={item.id}>
            <Testimonial
              name={intl.formatMessage(item.name)}
              personRole={intl.formatMessage(item.role)}
              quote={intl.formatMessage(item.text)}
              rating={item.rating}
              ratingLabel={intl.formatMessage(m.rating, { rating: intl.formatNumber(item.rating) })}
            />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
