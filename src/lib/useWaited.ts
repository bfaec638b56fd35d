import { useEffect, useState } from 'react';

/** Whether `ms` have passed since `key` was first rendered with its current value (a week shown, a page opened). */
export function useWaited(ms: number, key: unknown): boolean {
  const [waitedFor, setWaitedFor] = useState<{ key: unknown } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedFor({ key }), ms);
    return () => clearTimeout(timer);
  }, [ms, key]);
  return waitedFor !== null && Object.is(waitedFor.key, key);
}
