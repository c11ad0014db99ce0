import {
  Alert,
  Button,
  Card,
  EmptyState,
  Field,
  Input,
  TextArea,
  useToast,
} from '@school/design-system';
import {
  SettingsSaveError,
  settingInputType,
  useSettings,
  useUpdateSettings,
  type SiteSetting,
} from '@school/shared/data/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router-dom';
import styled from 'styled-components';
import { DiscardChangesDialog } from '../../../components/discard-changes-dialog';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { useBeforeUnload } from '../../../lib/use-before-unload';
import { settingsMessages as m } from '../messages';
import { useErrorText } from '../../../lib/use-error-text';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const SettingCard = styled(Card)`
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  &[data-failed] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    text-transform: capitalize;
  }
`;

const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The card title: the key with underscores as spaces ('contact_email' -> 'contact email'). */
export function settingTitle(key: string): string {
  return key.replace(/_/g, ' ');
}

/** The settings that differ from what the database holds, in screen order. */
export function changedSettings(
  settings: readonly SiteSetting[],
  drafts: Record<string, string>,
): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const setting of settings) {
    const draft = drafts[setting.key];
    if (draft !== undefined && draft !== (setting.value ?? '')) changed[setting.key] = draft;
  }
  return changed;
}

export default function SettingsPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { toast } = useToast();
  // A failed load is also toasted, once, by the shell (its query cache reads the meta).
  const settings = useSettings({ meta: { errorToast: intl.formatMessage(m.loadFailed) } });
  const save = useUpdateSettings();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string[]>([]);

  const list = settings.data ?? [];
  const changed = changedSettings(list, drafts);
  const changedCount = Object.keys(changed).length;
  const dirty = changedCount > 0;
  // Leaving the screen (a link, the back button) or the page asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload(dirty);

  const submit = async () => {
    if (!dirty) return;
    try {
      await save.mutateAsync(changed);
      setFailed([]);
      toast({ title: intl.formatMessage(m.saved), variant: 'success' });
    } catch (error) {
      // Typed values stay in the drafts; only the settings that did not save stay marked.
      const keys = error instanceof SettingsSaveError ? error.failedKeys : Object.keys(changed);
      setFailed(keys);
      toast({
        title: intl.formatMessage(m.saveFailed),
        description: intl.formatMessage(m.notSaved, {
          keys: intl.formatList(keys.map(settingTitle), { type: 'conjunction' }),
        }),
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
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Grid>
          {list.map((setting) => {
            const kind = settingInputType(setting.key);
            const value = drafts[setting.key] ?? setting.value ?? '';
            const headingId = `setting-${setting.key}`;
            const isFailed = failed.includes(setting.key) && setting.key in changed;
            const onChange = (next: string) =>
              setDrafts((previous) => ({ ...previous, [setting.key]: next }));
            return (
              <SettingCard
                key={setting.id}
                as="section"
                aria-labelledby={headingId}
                data-failed={isFailed ? '' : undefined}
              >
                <h2 id={headingId}>{settingTitle(setting.key)}</h2>
                <Field
                  label={settingTitle(setting.key)}
                  // Descriptions are stored in French, whatever language the screen is in.
                  hint={
                    setting.description ? <span lang="fr">{setting.description}</span> : undefined
                  }
                  error={isFailed ? intl.formatMessage(m.notSavedField) : undefined}
                >
                  {kind === 'textarea' ? (
                    <TextArea
                      rows={3}
                      name={setting.key}
                      value={value}
                      onChange={(event) => onChange(event.target.value)}
                    />
                  ) : (
                    <Input
                      type={kind}
                      name={setting.key}
                      value={value}
                      dir={kind === 'text' ? undefined : 'ltr'}
                      onChange={(event) => onChange(event.target.value)}
                    />
                  )}
                </Field>
              </SettingCard>
            );
          })}
        </Grid>
        <SaveBar>
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
