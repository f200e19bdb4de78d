import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { loadApi, selectApiLoaded } from '../store/load-api';

/**
 * The screens that talk to the server (sign-in, the console) sit under this route: it
 * loads the RTK Query api into the store first, showing 'Loading...' meanwhile. Public
 * pages do not, so their first load carries no HTTP client. A failed load shows the
 * route's error screen.
 */
export function ApiGate() {
  const loaded = useAppSelector(selectApiLoaded);
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!loaded) dispatch(loadApi()).catch(setFailure);
  }, [loaded, dispatch]);
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return loaded ? <Outlet /> : <PageLoading />;
}
