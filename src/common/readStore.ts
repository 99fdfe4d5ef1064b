/** A value of react-admin's localStorage store (`RaStore.` + key), as the entry reads it before react-admin loads; null when absent or unreadable. */
export function readStore(key: string, storage: Pick<Storage, 'getItem'> = window.localStorage): unknown {
  try {
    return JSON.parse(storage.getItem(`RaStore.${key}`) ?? 'null');
  } catch {
    return null;
  }
}
