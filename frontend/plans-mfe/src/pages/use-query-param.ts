import { useSearchParams } from 'react-router-dom';

/** A query parameter's value, or undefined when absent or empty. */
export function useQueryParam(name: string): string | undefined {
  const [searchParams] = useSearchParams();
  return searchParams.get(name) || undefined;
}
