import { Button, useToast } from '@school/design-system';
import { Alert, Card, EmptyState } from '@school/design-system/display';
import type { Json } from '@school/shared';
import {
  SettingsSaveError,
  useSettings,
  useUpdateSettings,
  type SettingProblem,
  type SiteSetting,
} from '@school/shared/data/admin';
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router-dom';
import styled from 'styled-components';
import { DiscardChangesDialog } from '../../../components/discard-changes-dialog';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { useBeforeUnload } from '../../../lib/use-before-unload';
import { useErrorText } from '../../../lib/use-error-text';
import { changedSettings, fieldProblems, groupSettings, hasProblem } from '../lib/setting-form';
import { groupMessages, settingsMessages as m } from '../messages';
import { SettingEditor, useSettingText } from './setting-editor';

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  /* A field the keyboard reaches is scrolled clear of the save bar below (see also onFocus). */
  input,
  textarea,
  button {
    scroll-margin-block-end: 7rem;
  }
`;

const GroupCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > div {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
  /* Texts in three languages and the hours take the card's whole width. */
  > div > fieldset {
    grid-column: 1 / -1;
  }
`;

const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The space kept between a focused field and the save bar. */
const CLEARANCE = 16;

export default function SettingsPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const settingText = useSettingText();
  const { toast } = useToast();
  // A failed load is also toasted, once, by the shell (its query cache reads the meta).
  const settings = useSettings({ meta: { errorToast: intl.formatMessage(m.loadFailed) } });
  const save = useUpdateSettings();
  const [drafts, setDrafts] = useState<Record<string, Json>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  // Raised at each refused save: every problem then shows, and the first one takes the focus.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<Record<string, SettingProblem | null>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const barRef = useRef<HTMLDivElement>(null);

  const list = settings.data ?? [];
  const changed = changedSettings(list, drafts);
  const changedCount = Object.keys(changed).length;
  const dirty = changedCount > 0;
  const draftOf = (setting: SiteSetting) => drafts[setting.key] ?? setting.value;
  const problemsOf = (setting: SiteSetting) => fieldProblems(setting, draftOf(setting));
  // A changed setting's problems show once it was left or a save was tried; a stored value that
  // breaks the rule (written before the rule) shows at once, so it gets corrected. The editor
  // works the problems out itself from this yes/no: it gets only values that stay the same
  // while another setting is typed in, so typing redraws that one editor, not all of them.
  const showsProblems = (setting: SiteSetting) =>
    setting.key in changed
      ? attempt > 0 || Boolean(touched[setting.key])
      : hasProblem(fieldProblems(setting, setting.value));
  // One function each for every editor, for the screen's whole life (the key says which).
  const changeDraft = useCallback(
    (key: string, value: Json) => setDrafts((previous) => ({ ...previous, [key]: value })),
    [],
  );
  const touch = useCallback(
    (key: string) =>
      setTouched((previous) => (previous[key] ? previous : { ...previous, [key]: true })),
    [],
  );
  const invalidKeys = list
    .filter((setting) => setting.key in changed && hasProblem(problemsOf(setting)))
    .map((setting) => setting.key);

  // Leaving the screen (a link, the back button) or the page asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload(dirty);

  useEffect(() => {
    if (attempt === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"]:is(input, textarea), [aria-invalid="true"] input',
    );
    first?.focus();
  }, [attempt]);

  /** A field the keyboard reaches is never left under the sticky save bar. */
  const keepClearOfSaveBar = (event: FocusEvent<HTMLFormElement>) => {
    const bar = barRef.current;
    const target = event.target as HTMLElement;
    if (!bar || bar.contains(target)) return;
    const overlap =
      target.getBoundingClientRect().bottom + CLEARANCE - bar.getBoundingClientRect().top;
    if (overlap > 0) window.scrollBy({ top: overlap, behavior: 'instant' });
  };

  const labelsOf = (keys: string[]) =>
    intl.formatList(
      keys.map(
        (key) =>
          settingText(list.find((setting) => setting.key === key) ?? { key, description: null })
            .plain,
      ),
      { type: 'conjunction' },
    );

  const submit = async () => {
    if (!dirty) return;
    if (invalidKeys.length > 0) {
      // Nothing is sent: every value stays as typed, each problem beside its box.
      setAttempt((count) => count + 1);
      toast({
        title: intl.formatMessage(m.toFixTitle),
        description: intl.formatMessage(m.toFix, { count: invalidKeys.length }),
        variant: 'destructive',
      });
      return;
    }
    try {
      await save.mutateAsync(changed);
      setFailed({});
      toast({ title: intl.formatMessage(m.saved), variant: 'success' });
    } catch (error) {
      // Typed values stay in the drafts; only the settings that did not save stay marked.
      const problems =
        error instanceof SettingsSaveError
          ? error.problems
          : Object.fromEntries(Object.keys(changed).map((key) => [key, null]));
      setFailed(problems);
      toast({
        title: intl.formatMessage(m.saveFailed),
        description: intl.formatMessage(m.notSaved, { keys: labelsOf(Object.keys(problems)) }),
        variant: 'destructive',
      });
    }
  };

  let body;
  if (settings.isPending) body = <LoadingStatus />;
  else if (settings.isError) {
    body = (
      <Alert tone="danger" title={intl.formatMessage(m.loadFailed)}>
        {errorText(settings.error)}
      </Alert>
    );
  } else if (list.length === 0)
    body = <EmptyState titleAs="p" title={intl.formatMessage(m.empty)} />;
  else {
    body = (
      <form
        ref={formRef}
        noValidate
        onFocus={keepClearOfSaveBar}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Groups>
          {groupSettings(list).map((group) => (
            <GroupCard
              key={group.id}
              as="section"
              aria-labelledby={`settings-group-${group.id}`}
              data-group={group.id}
            >
              <h2 id={`settings-group-${group.id}`}>
                {intl.formatMessage(groupMessages[group.id])}
              </h2>
              <div>
                {group.settings.map((setting) => (
                  <SettingEditor
                    key={setting.id}
                    setting={setting}
                    draft={draftOf(setting)}
                    showProblems={showsProblems(setting)}
                    saveFailed={
                      setting.key in failed && setting.key in changed
                        ? (failed[setting.key] ?? null)
                        : undefined
                    }
                    onChange={changeDraft}
                    onBlur={touch}
                  />
                ))}
              </div>
            </GroupCard>
          ))}
        </Groups>
        <SaveBar ref={barRef} data-save-bar="">
          {dirty ? (
            <p role="status">{intl.formatMessage(m.unsavedCount, { count: changedCount })}</p>
          ) : null}
          <Button
            type="submit"
            disabled={!dirty}
            loading={save.isPending}
            loadingLabel={intl.formatMessage(m.saving)}
          >
            {intl.formatMessage(m.save)}
          </Button>
        </SaveBar>
      </form>
    );
  }

  return (
    <div data-page="admin-settings">
      <PageHeader title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)} />
      {body}
      <DiscardChangesDialog
        open={blocker.state === 'blocked'}
        onDiscard={() => blocker.proceed?.()}
        onKeep={() => blocker.reset?.()}
      />
    </div>
  );
}
