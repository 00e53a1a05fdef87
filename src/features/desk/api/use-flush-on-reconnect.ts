import { useEffect } from 'react';

/** Sends a desk outbox now and whenever the connection returns; `flush` must keep its identity. */
export function useFlushOnReconnect(flush: () => Promise<void>): void {
  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);
}
