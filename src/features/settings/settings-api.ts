import { generatedSettingsApi } from './settings-api.gen';

/** Change Password, generated from the contract: the server checks the current password. */
export const settingsApi = generatedSettingsApi;

export const { useChangePasswordMutation } = settingsApi;
