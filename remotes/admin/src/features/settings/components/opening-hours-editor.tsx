import { Button } from '@school/design-system';
import { PlusIcon, TrashIcon } from '@school/design-system/icons';
import { Checkbox, Field, Input } from '@school/design-system/forms';
import { openingHoursLines, useLocale, weekdayName } from '@school/shared';
import { settingProblem, type SettingProblem } from '@school/shared/data/admin';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SlotDraft } from '../lib/setting-form';
import { problemMessages, settingsMessages as m } from '../messages';

const Slots = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Slot = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  legend {
    padding-inline: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Days = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  }
`;

const Times = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  > * {
    flex: 0 1 10rem;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &[data-error] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  &:not([data-error]) {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const weekdays = [1, 2, 3, 4, 5, 6, 7];

/**
 * The opening hours as slots: the days they cover (checkboxes named in the admin's language), the
 * opening and closing times (24-hour), a line showing how the site will say it, and a way to add
 * or remove a slot. Problems are said on the slot they concern.
 */
export function OpeningHoursEditor({
  id,
  slots,
  problems,
  onChange,
}: {
  id: string;
  slots: SlotDraft[];
  problems: (SettingProblem | null)[];
  onChange: (slots: SlotDraft[]) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const update = (index: number, change: Partial<SlotDraft>) =>
    onChange(slots.map((slot, at) => (at === index ? { ...slot, ...change } : slot)));
  // A new slot starts on the first day no slot has yet, at the hours of the last one.
  const addSlot = () => {
    const taken = new Set(slots.flatMap((slot) => slot.days));
    const free = weekdays.find((day) => !taken.has(day));
    const last = slots.at(-1);
    onChange([
      ...slots,
      { days: free ? [free] : [], open: last?.open ?? '08:00', close: last?.close ?? '12:00' },
    ]);
  };
  return (
    <>
      <Slots>
        {slots.map((slot, index) => {
          const number = index + 1;
          const problem = problems[index] ?? null;
          const errorId = `${id}-slot-${number}-error`;
          const preview =
            problem === null &&
            settingProblem('opening_hours', true, [
              { days: slot.days, open: slot.open, close: slot.close },
            ]) === null
              ? openingHoursLines([slot], locale)[0]?.text
              : undefined;
          return (
            <li key={index}>
              <Slot
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
                data-slot={number}
              >
                <legend>{intl.formatMessage(m.hoursSlot, { number })}</legend>
                <Days>
                  <legend>{intl.formatMessage(m.hoursDays)}</legend>
                  <div>
                    {weekdays.map((day) => (
                      <Checkbox
                        key={day}
                        id={`${id}-slot-${number}-day-${day}`}
                        label={weekdayName(day, locale)}
                        checked={slot.days.includes(day)}
                        onChange={(event) =>
                          update(index, {
                            days: event.target.checked
                              ? [...slot.days, day].sort((a, b) => a - b)
                              : slot.days.filter((other) => other !== day),
                          })
                        }
                      />
                    ))}
                  </div>
                </Days>
                <Times>
                  <Field label={intl.formatMessage(m.hoursOpen)}>
                    <Input
                      type="time"
                      dir="ltr"
                      value={slot.open}
                      onChange={(event) => update(index, { open: event.target.value })}
                    />
                  </Field>
                  <Field label={intl.formatMessage(m.hoursClose)}>
                    <Input
                      type="time"
                      dir="ltr"
                      value={slot.close}
                      onChange={(event) => update(index, { close: event.target.value })}
                    />
                  </Field>
                  <Button
                    type="button"
                    variant="ghost"
                    iconStart={<TrashIcon />}
                    onClick={() => onChange(slots.filter((_, at) => at !== index))}
                  >
                    {intl.formatMessage(m.hoursRemove, { number })}
                  </Button>
                </Times>
                {problem ? (
                  <Note id={errorId} data-error="">
                    {intl.formatMessage(problemMessages[problem])}
                  </Note>
                ) : preview ? (
                  <Note>
                    {intl.formatMessage(m.hoursPreview)} {preview}
                  </Note>
                ) : null}
              </Slot>
            </li>
          );
        })}
      </Slots>
      <div>
        <Button type="button" variant="outline" iconStart={<PlusIcon />} onClick={addSlot}>
          {intl.formatMessage(m.hoursAdd)}
        </Button>
      </div>
    </>
  );
}
