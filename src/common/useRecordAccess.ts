import { useCallback } from 'react';
import { answerCanAccess } from '../../authProvider/access';
import { useSessionPermissions } from './useSessionPermissions';

/**
 * authProvider.canAccess for many records at once, synchronously: `(action, record) => boolean` for
 * one resource, answered by the same table (authProvider/access.ts answerCanAccess) over the subject
 * getPermissions gave. react-admin's useCanAccess asks about one record per hook and answers later;
 * a table's rows need an answer while rendering (DataTable's isRowSelectable is synchronous).
 * Denies everything until the subject is known.
 */
export function useRecordAccess(resource: string): (action: string, record?: unknown) => boolean {
  const { subject } = useSessionPermissions();
  return useCallback((action, record) => (subject ? answerCanAccess(subject, resource, action, record) : false), [subject, resource]);
}
