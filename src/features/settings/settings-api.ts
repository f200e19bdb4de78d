import { generatedSettingsApi } from './settings-api.gen';

/** Change Password (spec 2.11), generated from the contract: the server checks the current password. */
export const settingsApi = generatedSettingsApi;

export const { useChangePasswordMutation } = settingsApi;
