// `use-sync-external-store/shim` for React 18 and later, which has the hook itself: the package's shim
// carries a fallback for older React (and CommonJS wrappers) that every first load would download for nothing.
export { useSyncExternalStore } from 'react';
