import { Field, Input, TextArea } from '@school/design-system/forms';
import { directionOf, type Json, type Locale } from '@school/shared';
import { settingInputType, type SettingProblem, type SiteSetting } from '@school/shared/data/admin';
import { memo, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  fieldProblems,
  formLocales,
  hasProblem,
  hoursDraft,
  localizedDraft,
} from '../lib/setting-form';
import { problemMessages, settingLabels, settingsMessages as m } from '../messages';
import { OpeningHoursEditor } from './opening-hours-editor';

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  [data-required] {
    color: ${({ theme }) => theme.colors.danger};
    margin-inline-start: ${({ theme }) => theme.space.xxs};
  }
`;

const Languages = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Help = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const describedBy = (id: string, help: boolean, problem: boolean) =>
  [help ? `${id}-help` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ') ||
  undefined;

const languageLabels = { fr: m.languageFr, ar: m.languageAr, en: m.languageEn } as const;

/**
 * The frame of a setting edited in several boxes (its languages, the hours' slots): a fieldset
 * whose legend is the label, with the help line and the problem that concerns the whole value.
 */
function SettingGroup({
  id,
  setting,
  text,
  problem,
  onBlur,
  children,
}: {
  id: string;
  setting: Pick<SiteSetting, 'key' | 'required'>;
  text: { label: ReactNode; help: ReactNode };
  problem: string | null;
  onBlur: () => void;
  children: ReactNode;
}) {
  return (
    <Group
      aria-describedby={describedBy(id, Boolean(text.help), Boolean(problem))}
      data-setting={setting.key}
      onBlur={onBlur}
    >
      <legend>
        {text.label}
        {setting.required ? (
          <span data-required="" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {text.help ? <Help id={`${id}-help`}>{text.help}</Help> : null}
      {children}
      {problem ? <Problem id={`${id}-problem`}>{problem}</Problem> : null}
    </Group>
  );
}

/** A setting's label and help line in the admin's language (never its key). */
export function useSettingText(): (setting: Pick<SiteSetting, 'key' | 'description'>) => {
  label: ReactNode;
  help: ReactNode;
  plain: string;
} {
  const intl = useIntl();
  return (setting) => {
    const known = settingLabels[setting.key];
    if (known) {
      const label = intl.formatMessage(known.label);
      return { label, help: intl.formatMessage(known.help), plain: label };
    }
    // A setting added since this screen was written: its stored description (in French).
    const plain = setting.description ?? setting.key.replace(/_/g, ' ');
    return { label: <span lang="fr">{plain}</span>, help: null, plain };
  };
}

export interface SettingEditorProps {
  setting: SiteSetting;
  draft: Json;
  /** Whether it is time to say what is wrong with the draft (the form's own check). */
  showProblems: boolean;
  /**
   * The database refused it: its rule, or null when the save failed for another reason;
   * undefined when it did not fail.
   */
  saveFailed: SettingProblem | null | undefined;
  /** Called with the setting's key: one function serves every editor. */
  onChange: (key: string, value: Json) => void;
  onBlur: (key: string) => void;
}

/**
 * The editor of one setting, by its kind: a text box, three languages, or the hours' slots.
 * Memoized: its props stay the same while another setting is typed in (the screen passes the
 * draft, yes/no values and the same two callbacks), so a keystroke redraws one editor.
 */
export const SettingEditor = memo(function SettingEditor({
  setting,
  draft,
  showProblems,
  saveFailed,
  onChange: changeSetting,
  onBlur: leaveSetting,
}: SettingEditorProps) {
  const intl = useIntl();
  const text = useSettingText()(setting);
  const id = `setting-${setting.key}`;
  const problems = useMemo(() => {
    if (!showProblems) return null;
    const found = fieldProblems(setting, draft);
    return hasProblem(found) ? found : null;
  }, [showProblems, setting, draft]);
  const onChange = (value: Json) => changeSetting(setting.key, value);
  const onBlur = () => leaveSetting(setting.key);
  const failedText =
    saveFailed === undefined
      ? null
      : intl.formatMessage(saveFailed ? problemMessages[saveFailed] : m.notSavedField);
  const valueProblem = problems?.value ? intl.formatMessage(problemMessages[problems.value]) : null;

  // What both grouped editors (one field per language, the week's hours) show around their fields.
  const group = { id, setting, text, problem: failedText ?? valueProblem, onBlur };

  if (setting.kind === 'localized_text') {
    const texts = localizedDraft(draft);
    const multiline = settingInputType(setting.key) === 'textarea';
    return (
      <SettingGroup {...group}>
        <Languages>
          {formLocales.map((lang: Locale) => {
            const problem = problems?.languages[lang];
            const common = {
              name: `${setting.key}.${lang}`,
              lang,
              dir: directionOf(lang),
              value: texts[lang],
            };
            const change = (value: string) => onChange({ ...texts, [lang]: value });
            return (
              <Field
                key={lang}
                id={`${id}-${lang}`}
                label={intl.formatMessage(languageLabels[lang])}
                required={setting.required}
                error={problem ? intl.formatMessage(problemMessages[problem]) : undefined}
              >
                {multiline ? (
                  <TextArea rows={3} {...common} onChange={(event) => change(event.target.value)} />
                ) : (
                  <Input {...common} onChange={(event) => change(event.target.value)} />
                )}
              </Field>
            );
          })}
        </Languages>
      </SettingGroup>
    );
  }

  if (setting.kind === 'opening_hours') {
    return (
      <SettingGroup {...group}>
        <OpeningHoursEditor
          id={id}
          slots={hoursDraft(draft)}
          problems={problems?.slots ?? []}
          onChange={(slots) => onChange(slots as unknown as Json)}
        />
      </SettingGroup>
    );
  }

  const type =
    setting.kind === 'email'
      ? 'email'
      : setting.kind === 'phone'
        ? 'tel'
        : setting.kind === 'https_url'
          ? 'url'
          : 'text';
  const value = typeof draft === 'string' ? draft : '';
  return (
    <div data-setting={setting.key}>
      <Field
        id={id}
        label={text.label}
        hint={text.help ?? undefined}
        required={setting.required}
        error={failedText ?? valueProblem ?? undefined}
      >
        {settingInputType(setting.key) === 'textarea' ? (
          <TextArea
            rows={3}
            name={setting.key}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <Input
            type={type}
            name={setting.key}
            value={value}
            dir={type === 'text' ? undefined : 'ltr'}
            inputMode={type === 'tel' ? 'tel' : undefined}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        )}
      </Field>
    </div>
  );
});
