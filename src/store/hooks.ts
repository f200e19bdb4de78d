import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, AppThunk, RootState } from '../app/store';

/**
 * The store as features see it: typed hooks and types. With app/api.ts, the only part
 * of src/app that features, the console frame and the session import (eslint.config.js).
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

export type { AppDispatch, AppThunk, RootState };
