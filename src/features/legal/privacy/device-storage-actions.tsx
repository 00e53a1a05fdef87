import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the route places under the device-storage section (the shared-device clearing): the legal
 * feature does not import other features, so the page composes it in.
 */
const DeviceStorageActionsContext = createContext<ReactNode>(null);

export const DeviceStorageActionsProvider = DeviceStorageActionsContext.Provider;

export function useDeviceStorageActions(): ReactNode {
  return useContext(DeviceStorageActionsContext);
}
