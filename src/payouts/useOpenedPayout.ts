import { useSearchParams } from 'react-router-dom';

/**
 * The payout opened in the history has an address: `?payout=<id>` beside the list's own params, so
 * a notification or a shared link opens it, a reload reopens it and Back closes it.
 */
export function useOpenedPayout() {
  const [params] = useSearchParams();
  const withPayout = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('payout', id);
    else next.delete('payout');
    return { search: `?${next.toString()}` };
  };
  return { openedId: params.get('payout'), linkTo: withPayout, closed: withPayout(null) };
}
