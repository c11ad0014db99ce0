import { frenchDe } from '@school/shared';
import type { ActivityEntry } from '@school/shared/data/admin';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { statusLabels } from '../admissions/messages';
import { languageNames } from '../documents/messages';
import { usersMessages } from '../users/messages';
import { dashboardMessages } from './messages';
import { activityMessages as m, settingNames, unnamedSetting } from './activity-messages';

const roleNames = {
  super_admin: usersMessages.roleSuperAdmin,
  admin: usersMessages.roleAdmin,
  teacher: usersMessages.roleTeacher,
  student: usersMessages.roleStudent,
} as const;

/**
 * One entry of the activity log as a sentence in the admin's language: who, what, to what
 * ("Awa Traoré a publié l’actualité « Rentrée 2025 »").
 */
export function useActivitySentence(): (entry: ActivityEntry) => string {
  const intl = useIntl();
  return useCallback(
    (entry: ActivityEntry) => {
      const t = intl.formatMessage;
      const d = entry.details;
      const actor = entry.actorName ?? t(dashboardMessages.system);
      const role = (value: string | undefined) =>
        value && value in roleNames
          ? t(roleNames[value as keyof typeof roleNames]).toLowerCase()
          : (value ?? '');
      const target = d.name || d.email || entry.summary || '';
      // The French sentences say « le compte d’Ibrahim » (frenchDe); the others use `target`.
      const targetDe = frenchDe(target, { apostrophe: '’' });
      if (entry.entity === 'content_management' && d.title !== undefined) {
        const values = { actor, type: d.type ?? 'blog', title: d.title };
        const sentence = {
          insert: m.contentInsert,
          update: m.contentUpdate,
          publish: m.contentPublish,
          unpublish: m.contentUnpublish,
          delete: m.contentDelete,
        }[entry.action as 'insert'];
        if (sentence) return t(sentence, values);
      }
      if (entry.entity === 'notices' && d.title !== undefined) {
        const sentence = {
          publish: m.noticePublish,
          update: m.noticeUpdate,
          delete: m.noticeDelete,
        }[entry.action as 'publish'];
        if (sentence) return t(sentence, { actor, title: d.title });
      }
      if (entry.entity === 'events' && d.title !== undefined) {
        const sentence = {
          publish: m.eventPublish,
          insert: m.eventInsert,
          update: m.eventUpdate,
          unpublish: m.eventUnpublish,
          delete: m.eventDelete,
        }[entry.action as 'publish'];
        if (sentence) return t(sentence, { actor, title: d.title });
      }
      if (entry.entity === 'newsletter_issues' && entry.action === 'send') {
        return t(m.newsletterSend, {
          actor,
          title: d.title ?? entry.summary ?? '',
          count: d.recipients ?? 0,
        });
      }
      if (entry.entity === 'documents' && d.title !== undefined) {
        // A file's version (details.language, details.version) or the document itself.
        const language = d.language;
        if (language && Object.hasOwn(languageNames, language)) {
          const values = {
            actor,
            title: d.title,
            language: t(languageNames[language as keyof typeof languageNames]),
          };
          const version = Number(d.version ?? 1);
          return version > 1
            ? t(m.documentReplace, { ...values, version })
            : t(m.documentUpload, values);
        }
        const sentence = {
          insert: m.documentInsert,
          update: m.documentUpdate,
          delete: m.documentDelete,
        }[entry.action as 'insert'];
        if (sentence) return t(sentence, { actor, title: d.title });
      }
      if (entry.entity === 'site_settings' && d.key) {
        const name = Object.hasOwn(settingNames, d.key)
          ? t(settingNames[d.key as keyof typeof settingNames])
          : t(unnamedSetting, { key: d.key.replaceAll('_', ' ') });
        return t(m.settingUpdate, { actor, setting: name });
      }
      if (entry.entity === 'admission_requests' && entry.action === 'status_change') {
        const status = d.new_status ?? '';
        return t(m.admissionStatus, {
          actor,
          reference: d.reference ?? entry.summary ?? '',
          child: d.name ?? '',
          status: Object.hasOwn(statusLabels, status)
            ? t(statusLabels[status as keyof typeof statusLabels]).toLowerCase()
            : status,
        });
      }
      if (entry.entity === 'profiles') {
        switch (entry.action) {
          case 'insert':
            return t(m.signUp, { actor });
          case 'invite':
            return t(m.invite, { actor, email: d.email ?? '', role: role(d.role) });
          case 'join':
            return t(m.join, { actor, role: role(d.role) });
          case 'role_change':
            return t(m.roleChange, {
              actor,
              target,
              targetDe,
              from: role(d.old_role),
              to: role(d.new_role),
            });
          case 'deactivate':
            return t(m.deactivate, { actor, target, targetDe });
          case 'reactivate':
            return t(m.reactivate, { actor, target, targetDe });
          case 'update':
            return t(m.profileUpdate, { actor, target, targetDe });
          default:
            break;
        }
      }
      return t(m.other, { actor, summary: entry.summary ?? '' });
    },
    [intl],
  );
}
