import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, AppThunk, RootState } from '../app/store';

/**
 * The store as features see it: typed hooks and types. The store kit takes only types
 * from src/app (eslint.config.js), so features, the console frame and the session reach
 * the app's store through here.
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

export type { AppDispatch, AppThunk, RootState };
