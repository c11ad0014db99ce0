import type { AdmissionLevel } from '@school/shared/data/contact';
import type { MessageDescriptor } from 'react-intl';
import { admissionsMessages as m } from '../messages';

export const levelNames: Record<AdmissionLevel, MessageDescriptor> = {
  preschool: m.preschoolName,
  primary: m.primaryName,
  middle: m.middleName,
  high: m.highName,
};

export const levelTexts: Record<AdmissionLevel, MessageDescriptor> = {
  preschool: m.preschoolText,
  primary: m.primaryText,
  middle: m.middleText,
  high: m.highText,
};
