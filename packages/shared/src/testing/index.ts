// @school/shared/testing: what unit tests of every app import, and nothing else does.
export { authState, LoadErrorToasts, render, setRenderDefaults, signInAs } from './render';
export type { Catalogs, RenderAppResult, RenderDefaults, RenderOptions, TestAuth } from './render';
export type { UserEvent } from '@school/design-system/testing';
export { fill } from './interact';
export { resetBetweenFiles } from './reset';
export { argOf, fakeSupabase, pending } from './fake-supabase';
export type { QueryCall, QueryHandler, QueryResult } from './fake-supabase';
export { readRows, tables } from './table';
export { pageDataFor, queryLayerFor } from './page-data';
export { admissionRequest, contactMessage, contentItem, profile, setting } from './factories';
