import { Card, IconCircle, Skeleton } from '@school/design-system/display';
import { ChatIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@school/design-system/icons';
import { openingHoursLines, textLangAttribute, type Locale, type SiteInfo } from '@school/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { contactMessages as m } from '../messages';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Card)`
  flex-direction: row;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
`;

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Item $padded as="div">
        <IconCircle aria-hidden="true">{icon}</IconCircle>
        <div style={{ minWidth: 0 }}>
          <h3>{title}</h3>
          {children}
        </div>
      </Item>
    </li>
  );
}

/** Phone (tap to call, WhatsApp), e-mail, address and hours, from the site settings. */
export function ContactInfo({
  info,
  isPending,
  locale,
}: {
  info: SiteInfo;
  isPending: boolean;
  locale: Locale;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const pending = <Skeleton style={{ display: 'block', height: '1.25rem', width: '10rem' }} />;
  // Drawn as the footer draws them (one rendering, so the page says the same hours twice).
  const hours = openingHoursLines(info.hours ?? [], locale);
  return (
    <List data-section="contact-info">
      <InfoCard icon={<PhoneIcon />} title={t(m.phoneCard)}>
        {isPending ? pending : null}
        {info.phone ? (
          <p>
            {info.phoneHref ? (
              <a href={info.phoneHref} aria-label={`${t(m.call)} ${info.phone}`}>
                <bdi dir="ltr">{info.phone}</bdi>
              </a>
            ) : (
              <bdi dir="ltr">{info.phone}</bdi>
            )}
          </p>
        ) : null}
        {info.whatsappUrl ? (
          <p>
            <a href={info.whatsappUrl} target="_blank" rel="noopener noreferrer">
              <ChatIcon aria-hidden="true" />
              &nbsp;{t(m.whatsapp)}
            </a>
          </p>
        ) : null}
      </InfoCard>
      <InfoCard icon={<MailIcon />} title={t(m.emailCard)}>
        {isPending ? pending : null}
        {info.email ? (
          <p>
            {info.emailHref ? (
              <a href={info.emailHref}>
                <bdi dir="ltr">{info.email}</bdi>
              </a>
            ) : (
              <bdi dir="ltr">{info.email}</bdi>
            )}
          </p>
        ) : null}
      </InfoCard>
      <InfoCard icon={<MapPinIcon />} title={t(m.addressCard)}>
        {isPending ? (
          pending
        ) : (
          <p lang={textLangAttribute(info, 'address', locale)}>{info.address}</p>
        )}
      </InfoCard>
      <InfoCard icon={<ClockIcon />} title={t(m.hoursCard)}>
        {isPending ? pending : null}
        {hours.map((line) => (
          <p key={line.days}>{line.text}</p>
        ))}
      </InfoCard>
    </List>
  );
}
